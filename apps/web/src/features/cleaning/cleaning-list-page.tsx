import type { CleaningTask } from '@b2c/contracts';
import type { CleaningListing } from '@b2c/domain';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { historyGrid, qaGrid } from './cleaning-api.ts';
import { cleaningColumns, cleaningFilters } from './cleaning-columns.tsx';

const TITLES: Record<CleaningListing, string> = {
  CLEANING_QA: 'Car Cleaning QA',
  CLEANING_HISTORY: 'Car Cleaning History',
};

/** SPEC §2 /car-cleaning-qa and /car-cleaning-history: one grid each, with filters and remembered columns. */
const CleaningList = ({ listing }: { listing: CleaningListing }) => {
  const f = useFormatters();
  const grid = listing === 'CLEANING_QA' ? qaGrid : historyGrid;
  return (
    <PageCard title={TITLES[listing]}>
      <DataGrid<CleaningTask>
        {...grid}
        columns={cleaningColumns(listing, f)}
        filters={cleaningFilters(listing)}
        rowKey={(r) => r.id}
        exportFileName={grid.gridKey}
      />
    </PageCard>
  );
};

export const CleaningQaPage = () => <CleaningList listing="CLEANING_QA" />;
export const CleaningHistoryPage = () => <CleaningList listing="CLEANING_HISTORY" />;
