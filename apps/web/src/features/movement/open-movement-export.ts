import { movementLogisticEndpoints } from '@b2c/contracts';
import { callFile } from '../../shared/api/call.ts';
import { downloadCsv } from '../../shared/data-table/csv-export.ts';
import { useVertical } from '../../shared/vertical/use-vertical.ts';

/** The open-movement export streams CSV: fetched through the shared file call, saved as a download. */
export const useOpenMovementExport = () => {
  const { vertical } = useVertical();
  return async (): Promise<void> => {
    if (!vertical) return;
    const answer = await callFile(movementLogisticEndpoints.export);
    downloadCsv(
      answer.fileName ?? `open-movements-${vertical.country}-${vertical.vehicleType}.csv`,
      await answer.text(),
    );
  };
};
