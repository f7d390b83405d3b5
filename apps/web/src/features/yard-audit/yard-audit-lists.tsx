import { useState, type ReactNode } from 'react';
import { Button, Card, Empty, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router';
import type { YardAudit, YardAuditMissingRow, YardAuditUnexpectedRow, YardAuditUnknownRow } from '@b2c/contracts';
import { INVENTORY_LOCATION_STATUS_LABELS, labelOf } from '@b2c/domain';
import { errorMessage } from '../../shared/api/api-error.ts';
import { Can } from '../../shared/auth/can.tsx';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { RowLink } from '../../shared/ui/row-link.tsx';
import { toast } from '../../shared/ui/toast.ts';
import { useStockInHere } from './yard-audit-api.ts';
import { MarkMissingDialog } from './yard-audit-mark-missing-dialog.tsx';
import { paths } from '../../shared/routing/paths.ts';

/** "DL01AB1234 · Toyota Corolla 2022": what a person finds on the car. */
const carName = (r: { registrationNumber: string | null; appointmentId: string; vehicle: string }) =>
  `${r.registrationNumber ?? r.appointmentId} · ${r.vehicle}`;

const Section = ({ title, count, children }: { title: string; count: number; children: ReactNode }) => (
  <section aria-label={`${title} (${count})`}>
    <Typography.Title level={2} style={{ fontSize: 16, margin: '0 0 8px' }}>
      {title} ({count})
    </Typography.Title>
    <Flex vertical gap={8} role="list">
      {children}
    </Flex>
  </section>
);

const Row = ({ children, label }: { children: ReactNode; label: string }) => (
  <Card size="small" role="listitem" aria-label={label}>
    <Flex vertical gap={4}>
      {children}
    </Flex>
  </Card>
);

/** Expected, not counted: each may be reported missing (for an approver) or sent a pickup request. */
export const MissingList = ({ audit, rows }: { audit: YardAudit; rows: readonly YardAuditMissingRow[] }) => {
  const f = useFormatters();
  const navigate = useNavigate();
  const [marking, setMarking] = useState<YardAuditMissingRow | undefined>();
  return (
    <Section title="Missing" count={rows.length}>
      {rows.length === 0 ? <Empty description="Every expected car was found" /> : null}
      {rows.map((r) => (
        <Row key={r.appointmentId} label={`Missing ${carName(r)}`}>
          <Typography.Text strong>
            <RowLink to={paths.inventory.detail(r.appointmentId)}>{carName(r)}</RowLink>
          </Typography.Text>
          <Typography.Text type="secondary">Appointment {r.appointmentId}</Typography.Text>
          {r.reported ? (
            <Typography.Text>
              Reported missing by {r.reported.by} at {f.dateTime(r.reported.at)}: “{r.reported.reason}” — waiting for an
              approver (request #{r.reported.pendingActionId}).
            </Typography.Text>
          ) : audit.status === 'FINISHED' ? (
            <Flex wrap gap={8}>
              <Button danger onClick={() => setMarking(r)} aria-label={`Mark ${carName(r)} missing`}>
                Mark missing
              </Button>
              <Can permission="logisticMenu">
                <Button
                  onClick={() => void navigate(paths.movement.detail(r.appointmentId, { raise: 'pickup' }))}
                  aria-label={`Raise a movement for ${carName(r)}`}
                >
                  Raise a movement
                </Button>
              </Can>
            </Flex>
          ) : null}
        </Row>
      ))}
      {marking ? <MarkMissingDialog audit={audit} car={marking} onClose={() => setMarking(undefined)} /> : null}
    </Section>
  );
};

/** Where the system held the car: "North Yard (Stocked In) since …", or its status when at no location. */
const systemWhere = (r: YardAuditUnexpectedRow, since: string | null) => {
  const status = r.systemLocationStatus ? labelOf(INVENTORY_LOCATION_STATUS_LABELS, r.systemLocationStatus) : null;
  if (!r.systemLocationName) return `The system has it as ${status ?? 'at no location'}.`;
  return `The system has it at ${r.systemLocationName}${status ? ` (${status})` : ''}${since ? ` since ${since}` : ''}.`;
};

/** Counted here, held elsewhere: each may be stocked in here through the stock-in service. */
export const UnexpectedList = ({ audit, rows }: { audit: YardAudit; rows: readonly YardAuditUnexpectedRow[] }) => {
  const f = useFormatters();
  const stockIn = useStockInHere(audit.id);
  return (
    <Section title="Unexpected" count={rows.length}>
      {rows.length === 0 ? <Empty description="No car from elsewhere was found here" /> : null}
      {rows.map((r) => (
        <Row key={r.appointmentId} label={`Unexpected ${carName(r)}`}>
          <Typography.Text strong>
            <RowLink to={paths.inventory.detail(r.appointmentId)}>{carName(r)}</RowLink>
          </Typography.Text>
          <Typography.Text>{systemWhere(r, r.systemSince ? f.dateTime(r.systemSince) : null)}</Typography.Text>
          <Typography.Text type="secondary">
            Scanned by {r.scanned.by} at {f.dateTime(r.scanned.at)}
          </Typography.Text>
          {r.stockedIn ? (
            <Typography.Text>
              Stocked in here by {r.stockedIn.by} at {f.dateTime(r.stockedIn.at)}.
            </Typography.Text>
          ) : audit.status === 'FINISHED' ? (
            <Can action="STOCK_IN">
              <Button
                type="primary"
                aria-label={`Stock in ${carName(r)} here`}
                loading={stockIn.isPending && stockIn.variables === r.appointmentId}
                onClick={() =>
                  stockIn.mutate(r.appointmentId, {
                    onSuccess: () => toast('success', `Stocked in at ${audit.locationName}`),
                    onError: (error) => toast('error', errorMessage(error)),
                  })
                }
                style={{ alignSelf: 'flex-start' }}
              >
                Stock in here
              </Button>
            </Can>
          ) : null}
        </Row>
      ))}
    </Section>
  );
};

/** What was read or typed that names no car of the vertical. */
export const UnknownList = ({ rows }: { rows: readonly YardAuditUnknownRow[] }) => {
  const f = useFormatters();
  return (
    <Section title="Unknown identifiers" count={rows.length}>
      {rows.length === 0 ? <Empty description="Every scan named a car we know" /> : null}
      {rows.map((r) => (
        <Row key={r.identifier} label={`Unknown ${r.identifier}`}>
          <Typography.Text strong>{r.identifier}</Typography.Text>
          <Typography.Text type="secondary">
            Scanned by {r.scanned.by} at {f.dateTime(r.scanned.at)}
          </Typography.Text>
        </Row>
      ))}
    </Section>
  );
};
