import { auditTimeText, type Vertical } from '@b2c/domain';
import type { YardAudit, YardAuditFilters, YardAuditListQuery, YardAuditStartBody } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import type { Caller } from '../../plugins/auth.ts';
import { auditCreated } from '../../kits/audit.ts';
import { updateAudited } from '../../kits/audited-update.ts';
import { unlessDuplicate } from '../../kits/duplicate-conflict.ts';
import { badRequest, conflict, notFound } from '../../kits/http-errors.ts';
import type { YardAuditDeps } from './yard-audit-deps.ts';
import { yardAuditRepository, type YardAuditRow } from './yard-audit-repository.ts';
import { toYardAudit, vehicleOf } from './yard-audit-mapping.ts';

/** The audit log's entity of a yard audit (its start and finish); scans and fixes go on each car's trail. */
export const YARD_AUDIT_ENTITY = 'yard-audit';

export const auditLabel = (id: number) => `Yard audit ${id}`;

/** The vertical's audit with this id, or 404: another vertical's audit is not found, not refused. */
export async function auditOf(db: Db, v: Vertical, id: number): Promise<YardAuditRow> {
  const row = await yardAuditRepository(db).byId(v, id);
  if (!row) throw notFound(auditLabel(id));
  return row;
}

const alreadyOpen = (open: YardAuditRow, country: Vertical['country']) =>
  conflict(
    `An audit of ${open.locationName} is already in progress (#${open.id}, started by ${open.startedByName} at ${auditTimeText(
      open.startedAt,
      country,
    )}); join it instead of starting another.`,
  );

/** Start, read, list and finish (issue 28). */
export function yardAuditService(db: Db, deps: YardAuditDeps) {
  return {
    /**
     * Freezes what the system holds at the location now as the expected list, in one transaction with
     * the audit row; a second audit of the same location while one is open is refused (join that one).
     */
    async start(caller: Caller, body: YardAuditStartBody): Promise<YardAudit> {
      const v = caller.vertical;
      const [location] = await deps.locations.byCodes(v, [body.locationCode]);
      if (!location)
        throw badRequest(
          `Location ${body.locationCode} is not a location of ${v.country} ${v.vehicleType}.`,
          'body.locationCode',
        );
      if (!location.active) throw badRequest(`Location ${location.name} is inactive.`, 'body.locationCode');
      const open = await yardAuditRepository(db).openAt(v, location.code);
      if (open) throw alreadyOpen(open, v.country);
      const row = await unlessDuplicate(
        () =>
          db.transaction(async (tx) => {
            const repo = yardAuditRepository(tx);
            const cars = await deps.cars.atLocation(tx, v, location.code);
            const audit = await repo.insert({
              ...v,
              locationCode: location.code,
              locationName: location.name,
              startedBy: caller.userName,
              startedByName: caller.name,
              expectedCount: cars.length,
              updatedBy: caller.userName,
            });
            await repo.insertExpected(
              cars.map((car) => ({
                ...v,
                auditId: audit.id,
                appointmentId: car.appointmentId,
                registrationNumber: car.registrationNumber,
                chassisNumber: car.chassisNumber,
                vehicle: vehicleOf(car),
              })),
            );
            await auditCreated(tx, caller, YARD_AUDIT_ENTITY, audit.id, {
              locationCode: location.code,
              expected: cars.length,
            });
            return audit;
          }),
        // Someone started one between the check and the insert: the open-audit index refused this one.
        () => conflict(`An audit of ${location.name} was started a moment ago; join it instead of starting another.`),
      );
      return toYardAudit(row);
    },

    get: async (caller: Caller, id: number) => toYardAudit(await auditOf(db, caller.vertical, id)),

    async list(caller: Caller, q: YardAuditListQuery): Promise<YardAudit[]> {
      return (await yardAuditRepository(db).list(caller.vertical, q)).map((row) => toYardAudit(row));
    },

    count: (caller: Caller, f: YardAuditFilters) => yardAuditRepository(db).count(caller.vertical, f),

    /** Closes the audit for scanning and writes its figures; the version is the one the finisher saw. */
    async finish(caller: Caller, id: number, version: number): Promise<YardAudit> {
      const v = caller.vertical;
      const row = await db.transaction(async (tx) => {
        const repo = yardAuditRepository(tx);
        let counts = { found: 0, unexpected: 0, unknown: 0 };
        return updateAudited(tx, caller, {
          entity: YARD_AUDIT_ENTITY,
          id,
          action: 'FINISH',
          label: () => auditLabel(id),
          version,
          // FOR UPDATE waits for the scans being counted (each updates this row), so none lands after; the
          // figures are then counted afresh from the scans.
          lock: () => repo.byId(v, id, true),
          async check(current) {
            if (current.status !== 'OPEN')
              throw conflict(`${auditLabel(id)} was already finished by ${current.finishedByName ?? 'someone'}.`);
            counts = await repo.counts(v, id);
          },
          fieldsOf: (r) => ({
            status: r.status,
            foundCount: r.foundCount,
            unexpectedCount: r.unexpectedCount,
            unknownCount: r.unknownCount,
          }),
          next: () => ({
            status: 'FINISHED',
            foundCount: counts.found,
            unexpectedCount: counts.unexpected,
            unknownCount: counts.unknown,
          }),
          write: (values) =>
            repo.update(v, id, {
              ...values,
              finishedBy: caller.userName,
              finishedByName: caller.name,
              finishedAt: values.updatedAt,
            }),
        });
      });
      return toYardAudit(row);
    },
  };
}
export type YardAuditService = ReturnType<typeof yardAuditService>;
