import { useState } from 'react';
import { Button, Input, Select, Space } from 'antd';
import { DeleteOutlined, SaveOutlined } from '@ant-design/icons';
import type { GridFilters } from './data-grid-types.ts';
import { deleteSavedSearch, readSavedSearches, saveSearch, type SavedSearch } from './saved-searches-store.ts';

interface SavedSearchesProps {
  gridKey: string;
  currentFilters: GridFilters;
  onApply: (filters: GridFilters) => void;
}

/**
 * Named filter sets of one grid, kept in localStorage under the grid's key. Naming happens inline
 * (no popup), so the whole flow is Tab, type, Enter.
 */
export const SavedSearches = ({ gridKey, currentFilters, onApply }: SavedSearchesProps) => {
  const [searches, setSearches] = useState<SavedSearch[]>(() => readSavedSearches(gridKey));
  const [selected, setSelected] = useState<string | undefined>();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const hasFilters = Object.keys(currentFilters).length > 0;

  const save = () => {
    const trimmed = name.trim();
    if (!trimmed) return;
    setSearches(saveSearch(gridKey, { name: trimmed, filters: currentFilters }));
    setSelected(trimmed);
    setName('');
    setNaming(false);
  };

  if (naming) {
    return (
      <Space.Compact>
        <Input
          aria-label="Search name"
          placeholder="Name this search"
          value={name}
          maxLength={60}
          onChange={(e) => setName(e.target.value)}
          onPressEnter={save}
          onKeyDown={(e) => e.key === 'Escape' && setNaming(false)}
          autoFocus
        />
        <Button type="primary" onClick={save} disabled={!name.trim()}>
          Save
        </Button>
        <Button onClick={() => setNaming(false)}>Cancel</Button>
      </Space.Compact>
    );
  }

  return (
    <Space.Compact>
      <Select
        aria-label="Saved searches"
        placeholder="Saved searches"
        style={{ minWidth: 160 }}
        value={selected}
        options={searches.map((s) => ({ label: s.name, value: s.name }))}
        notFoundContent="No saved searches"
        onChange={(value: string) => {
          setSelected(value);
          const search = searches.find((s) => s.name === value);
          if (search) onApply(search.filters);
        }}
      />
      <Button
        icon={<SaveOutlined />}
        disabled={!hasFilters}
        aria-label="Save search"
        title="Save search"
        onClick={() => setNaming(true)}
      />
      <Button
        icon={<DeleteOutlined />}
        disabled={!selected}
        aria-label="Delete saved search"
        title="Delete saved search"
        onClick={() => {
          if (!selected) return;
          setSearches(deleteSavedSearch(gridKey, selected));
          setSelected(undefined);
        }}
      />
    </Space.Compact>
  );
};
