import { useState } from 'react';
import { Button, Modal, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Tutorial } from '@b2c/contracts';
import {
  TUTORIAL_CATEGORIES,
  TUTORIAL_CATEGORY_LABELS,
  TUTORIAL_LANGUAGES,
  TUTORIAL_LANGUAGE_LABELS,
  groupLabel,
} from '@b2c/domain';
import { DataGrid } from '../../shared/data-table/data-grid.tsx';
import type { GridColumn, GridFilterField } from '../../shared/data-table/data-grid-types.ts';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { PageCard } from '../../shared/ui/page-card.tsx';
import { tutorialGrid } from './tutorial-api.ts';
import { TutorialAddDialog } from './tutorial-add-dialog.tsx';

const filters: GridFilterField[] = [
  { name: 'title', label: 'Title', type: 'text', primary: true },
  {
    name: 'category',
    label: 'Category',
    type: 'select',
    primary: true,
    options: TUTORIAL_CATEGORIES.map((c) => ({ label: TUTORIAL_CATEGORY_LABELS[c], value: c })),
  },
  {
    name: 'language',
    label: 'Language',
    type: 'select',
    options: TUTORIAL_LANGUAGES.map((l) => ({ label: TUTORIAL_LANGUAGE_LABELS[l], value: l })),
  },
  {
    name: 'mediaKind',
    label: 'Kind',
    type: 'select',
    options: [
      { label: 'Video', value: 'VIDEO' },
      { label: 'PDF', value: 'PDF' },
    ],
  },
];

/**
 * A video plays here in a <video>; a PDF opens in a new tab (the API serves it as application/pdf with
 * nosniff, and the panel's own pages may not be framed), never as HTML in the panel.
 */
const Watch = ({ row, onPlay }: { row: Tutorial; onPlay: (t: Tutorial) => void }) =>
  row.mediaKind === 'VIDEO' ? (
    <Button size="small" onClick={() => onPlay(row)}>
      Play
    </Button>
  ) : (
    <a href={row.url} target="_blank" rel="noopener noreferrer">
      Open PDF
    </a>
  );

/** SPEC §2 /training-tutorials: the tutorials the user may see; add one (GET and POST, SPEC §7). */
export const TutorialPage = () => {
  const f = useFormatters();
  const { uiRules } = useAccess();
  const [adding, setAdding] = useState(false);
  const [playing, setPlaying] = useState<Tutorial | undefined>();
  const columns: GridColumn<Tutorial>[] = [
    { key: 'title', title: 'Title', sortable: true, value: (r) => r.title },
    { key: 'category', title: 'Category', sortable: true, value: (r) => TUTORIAL_CATEGORY_LABELS[r.category] },
    { key: 'language', title: 'Language', sortable: true, value: (r) => TUTORIAL_LANGUAGE_LABELS[r.language] },
    { key: 'mediaKind', title: 'Kind', value: (r) => (r.mediaKind === 'VIDEO' ? 'Video' : 'PDF') },
    {
      key: 'groups',
      title: 'Who may see it',
      value: (r) => r.groups.map(groupLabel).join(', ') || 'Everyone',
      render: (r) => (r.groups.length ? r.groups.map((g) => <Tag key={g}>{groupLabel(g)}</Tag>) : 'Everyone'),
    },
    { key: 'createdAt', title: 'Added', sortable: true, value: (r) => f.dateTime(r.createdAt) },
    { key: 'watch', title: 'Watch', exportable: false, render: (r) => <Watch row={r} onPlay={setPlaying} /> },
  ];
  return (
    <PageCard
      title="Training Tutorials"
      extra={
        uiRules.actionPermissions.MANAGE_TUTORIALS ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            Add tutorial
          </Button>
        ) : null
      }
    >
      <DataGrid<Tutorial> {...tutorialGrid} columns={columns} filters={filters} rowKey={(r) => r.id} />
      <TutorialAddDialog open={adding} onClose={() => setAdding(false)} />
      <Modal
        open={playing !== undefined}
        title={playing?.title}
        footer={null}
        onCancel={() => setPlaying(undefined)}
        destroyOnHidden
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          {playing ? <video src={playing.url} controls style={{ width: '100%' }} aria-label={playing.title} /> : null}
        </Space>
      </Modal>
    </PageCard>
  );
};
