import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Input, Modal, Tooltip, type InputRef } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { normalizeText, searchKeysFor, type SearchKey } from '@b2c/domain';
import { isApiError } from '../../shared/api/api-error.ts';
import { useAccess } from '../../shared/session/access-provider.tsx';
import { toast } from '../../shared/ui/toast.ts';
import { findInventory, INVENTORY_GRID_KEY, fetchInventoryDetail } from './inventory-api.ts';
import { paths } from '../../shared/routing/paths.ts';
import { QUICK_SEARCH_LABEL } from './quick-search-label.ts';

const PLACEHOLDER = 'Registration, chassis, appointment ID… (Ctrl+K)';

/** Appointment ids are digits (10000000022); a plate or a chassis number has letters. */
const looksLikeAppointmentId = (value: string) => /^\d+$/.test(value);

/**
 * Where an identifier leads: the country's search keys are asked first (a list answers 200, empty or
 * not, so a registration never costs a 404 in the log); one match opens the car, several open the grid
 * filtered to them. Only a value of digits no key matched is then looked up as an appointment id.
 */
export const resolveVehicle = async (raw: string, keys: readonly SearchKey[]): Promise<string | null> => {
  const value = normalizeText(raw);
  if (!value) return null;
  const found = await Promise.all(keys.map((k) => findInventory(k, value).then((rows) => ({ k, rows }))));
  const hits = found.filter((f) => f.rows.length > 0);
  const only = hits.length === 1 && hits[0]!.rows.length === 1 ? hits[0]!.rows[0] : undefined;
  if (only) return paths.inventory.detail(only.appointmentId);
  if (hits.length > 0)
    return `/${INVENTORY_GRID_KEY}?f.searchKey=${hits[0]!.k}&f.searchValue=${encodeURIComponent(value)}`;
  if (keys.includes('appointmentId') || !looksLikeAppointmentId(value)) return null;
  const direct = await fetchInventoryDetail(value).catch((e: unknown) =>
    isApiError(e) && (e.status === 404 || e.status === 400) ? null : Promise.reject(e),
  );
  return direct ? paths.inventory.detail(direct.appointmentId) : null;
};

/** The header's vehicle jump (Ctrl+K from anywhere): a box on wide screens, an icon opening one on phones. */
export const InventoryQuickSearch = ({
  narrow,
  initiallyOpen = false,
}: {
  narrow: boolean;
  initiallyOpen?: boolean;
}) => {
  const { vertical } = useAccess();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  // Opened at once when the header's stand-in icon was tapped before this chunk had come (app-header.tsx).
  const [dialog, setDialog] = useState(initiallyOpen);
  const input = useRef<InputRef>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        if (narrow) setDialog(true);
        else input.current?.focus({ cursor: 'all' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [narrow]);

  const go = async (text: string) => {
    if (!normalizeText(text)) return;
    setBusy(true);
    try {
      const target = await resolveVehicle(text, searchKeysFor(vertical.country));
      if (!target) return toast('warning', `No vehicle found for "${normalizeText(text)}"`);
      setValue('');
      setDialog(false);
      void navigate(target);
    } catch {
      toast('error', 'The vehicle search failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const box = (
    <Input.Search
      ref={input}
      aria-label={QUICK_SEARCH_LABEL}
      placeholder={PLACEHOLDER}
      value={value}
      loading={busy}
      allowClear
      onChange={(e) => setValue(e.target.value)}
      onSearch={(v) => void go(v)}
      style={{ maxWidth: narrow ? undefined : 340 }}
    />
  );
  if (!narrow) return <div style={{ flex: 1, display: 'flex', justifyContent: 'center', minWidth: 0 }}>{box}</div>;
  return (
    <>
      <Tooltip title={QUICK_SEARCH_LABEL}>
        <Button type="text" icon={<SearchOutlined />} aria-label={QUICK_SEARCH_LABEL} onClick={() => setDialog(true)} />
      </Tooltip>
      <Modal
        open={dialog}
        title={QUICK_SEARCH_LABEL}
        footer={null}
        onCancel={() => setDialog(false)}
        destroyOnHidden
        afterOpenChange={(o) => o && input.current?.focus()}
      >
        {box}
      </Modal>
    </>
  );
};
