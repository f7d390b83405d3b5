import { useState } from 'react';
import { Flex, Select, Typography } from 'antd';
import type { AuditLogEntry } from '@b2c/contracts';
import { fieldName as auditFieldName } from '@b2c/domain';
import { QueryTable } from '../../shared/data-table/query-table.tsx';
import { useFormatters, type Formatters } from '../../shared/format/use-formatters.ts';
import { useMovementChanges } from './inventory-extras-api.ts';
import { codeLabel } from './inventory-labels.ts';

/** The fields a movement change records (movement and the car's location), as an operator names them. */
export const MOVEMENT_FIELD_LABELS: Readonly<Record<string, string>> = {
  phase: 'Phase',
  status: 'Movement status',
  movementType: 'Movement type',
  fromLocationCode: 'From',
  toLocationCode: 'To',
  nextHopLocationCode: 'Next hop',
  requestType: 'Request type',
  pickupOption: 'Pickup option',
  requestedPickupDate: 'Pickup date',
  slot: 'Slot',
  vendor: 'Vendor',
  logisticsMode: 'Logistics mode',
  driverName: 'Driver name',
  driverMobile: 'Driver mobile',
  driverEmail: 'Driver e-mail',
  locusTeamId: 'Locus team',
  externalPickup: 'External pickup',
  externalDelivery: 'External delivery',
  externalMovement: 'External movement',
  locationCode: 'Location',
  lastLocationCode: 'Last location',
  locationStatus: 'Location status',
  movementActive: 'Movement active',
  remarks: 'Remarks',
  comment: 'Comment',
  vendorEmail: 'Vendor e-mail',
};

// Values of these fields are codes (ON_ROAD, IN_HOUSE…); location codes and names stay as written.
const CODED = new Set(['phase', 'status', 'movementType', 'requestType', 'pickupOption', 'vendor', 'locationStatus']);

/** A recorded value as words: codes as labels, booleans as Yes / No, nothing as a dash. */
export const movementValue = (field: string | null, value: string | null): string => {
  if (value === null || value === '') return '—';
  if (value === 'true') return 'Yes';
  if (value === 'false') return 'No';
  return field && CODED.has(field) ? codeLabel(value) : value;
};

// A field without a label of its own is put in words ("closedAt" → "Closed at"), never squashed into
// "Closedat" as a code would be (issue 24).
const fieldName = (field: string | null) => (field ? (MOVEMENT_FIELD_LABELS[field] ?? auditFieldName(field)) : '—');

/** Any recorded value: coded fields by their labels, instants and amounts through the vertical's formatter. */
const shownValue = (f: Formatters, field: string | null, value: string | null): string =>
  field && CODED.has(field) ? movementValue(field, value) : f.recorded(field, value) || '—';

const FIELD_OPTIONS = [
  { value: '', label: 'All changes' },
  ...Object.entries(MOVEMENT_FIELD_LABELS).map(([value, label]) => ({ value, label })),
];

/**
 * The car's movement audit (every change of its movements, newest first) and, once a field is chosen,
 * that field's history. One table, so it reads the same on a phone: it scrolls sideways there.
 */
export const InventoryMovementChanges = ({ appointmentId }: { appointmentId: string }) => {
  const f = useFormatters();
  const [field, setField] = useState('');
  const changes = useMovementChanges(appointmentId, field || undefined);
  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={8} align="center">
        <Typography.Text id="movement-change-field">Show</Typography.Text>
        <Select
          aria-labelledby="movement-change-field"
          value={field}
          onChange={setField}
          options={FIELD_OPTIONS}
          showSearch
          optionFilterProp="label"
          style={{ minWidth: 200 }}
        />
      </Flex>
      <QueryTable<AuditLogEntry>
        aria-label="Movement changes"
        query={changes}
        rows={changes.data ?? []}
        rowKey="id"
        emptyText={field ? 'No change of this field recorded.' : 'No movement recorded for this car yet.'}
        columns={[
          { key: 'when', title: 'When', render: (_, r) => f.dateTime(r.createdAt) },
          { key: 'action', title: 'Action', render: (_, r) => codeLabel(r.action) },
          { key: 'field', title: 'Field', render: (_, r) => fieldName(r.field) },
          { key: 'old', title: 'Before', render: (_, r) => shownValue(f, r.field, r.oldValue) },
          { key: 'new', title: 'After', render: (_, r) => shownValue(f, r.field, r.newValue) },
          { key: 'by', title: 'By', dataIndex: 'actor' },
        ]}
      />
    </Flex>
  );
};
