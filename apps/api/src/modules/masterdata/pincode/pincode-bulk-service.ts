import { and, eq, inArray, sql } from 'drizzle-orm';
import { pincodeProblem, type Vertical } from '@b2c/domain';
import type { PincodeInput } from '@b2c/contracts';
import type { Caller } from '../../../plugins/auth.ts';
import type { Executor, TransactionalExecutor } from '../../../plugins/db/vertical-scope.ts';
import { verticalRows } from '../../../plugins/db/vertical-rows.ts';
import { HttpError } from '../../../kits/http-errors.ts';
import { actorOf, diff, writeAudits, type AuditEntry } from '../../../kits/audit.ts';
import { nextVersionStamp, nothingToChange } from '../../../kits/audited-update.ts';
import { geoRepository } from '../geo/geo-repository.ts';
import { pincodes } from '../masterdata-tables.ts';
import { auditedFields, PINCODE_ENTITY, pincodeService } from './pincode-service.ts';

/** A row's problem as the bulk area reports it: the column and the single edit's own message. */
export interface PincodeProblem {
  column: string;
  message: string;
}
/** What a rollback needs of an applied row (issue 29): the pincode, its fields before (null: created), its version after. */
export interface PincodeKept {
  entityId: string;
  previousValues: Record<string, string | null> | null;
  versionAfter: number;
}
export interface PincodeRowResult {
  outcome: 'APPLIED' | 'FAILED';
  message: string;
  kept?: PincodeKept;
}

/** The audited fields as text, as the bulk area keeps them for a rollback. */
const asText = (p: PincodeInput): Record<string, string> => {
  const f = auditedFields(p);
  return { ...f, serviceable: String(f.serviceable), active: String(f.active) };
};
const fromText = (k: Record<string, string | null>): PincodeInput => ({
  pincode: k.pincode ?? '',
  cityCode: k.cityCode ?? '',
  area: k.area ?? '',
  serviceable: k.serviceable === 'true',
  active: k.active === 'true',
});

/** The single create's and edit's checks against the data, for many rows in one query. */
async function problemsOf(db: Executor, v: Vertical, rows: readonly PincodeInput[]): Promise<PincodeProblem[][]> {
  const cities = await geoRepository(db).existingCityCodes(v, [...new Set(rows.map((r) => r.cityCode))]);
  return rows.map((r) => {
    const problems: PincodeProblem[] = [];
    const format = pincodeProblem(r.pincode, v.country);
    if (format) problems.push({ column: 'pincode', message: `Pincode ${format}.` });
    if (!cities.has(r.cityCode))
      problems.push({ column: 'cityCode', message: `City ${r.cityCode} is not a city of ${v.country}.` });
    return problems;
  });
}

/**
 * Pincodes many at a time (bulk upload, issue 15): an upsert by pincode — an existing pincode of the
 * vertical is edited, a new one created — with the single create's and edit's rules, in set-based SQL so
 * a batch of hundreds of rows costs a handful of statements: the same checks (format for the country,
 * a city of the country), each edit versioned (version + 1, stamped) and refused when it changes
 * nothing, and each create and edit audited field by field, old → new, as `pincodeService` does.
 */
export function pincodeBulkService() {
  return {
    check: problemsOf,

    /** Applies the rows in the caller's transaction; per row (same order) what it did. */
    async upsert(tx: Executor, caller: Caller, rows: readonly PincodeInput[]): Promise<PincodeRowResult[]> {
      const v = caller.vertical;
      const results: PincodeRowResult[] = [];
      const problems = await problemsOf(tx, v, rows);
      const codes = rows.map((r) => r.pincode);
      const existing = new Map(
        (
          await tx
            .select()
            .from(pincodes)
            .where(
              and(
                eq(pincodes.country, v.country),
                eq(pincodes.vehicleType, v.vehicleType),
                inArray(pincodes.pincode, codes),
              ),
            )
            .for('update')
        ).map((p) => [p.pincode, p] as const),
      );
      const now = new Date();
      const creates: { index: number; input: PincodeInput }[] = [];
      const edits: { id: number; input: PincodeInput; version: number }[] = [];
      const audits: AuditEntry[] = [];
      const entry = (id: number, action: string, changes: AuditEntry['changes']): AuditEntry => ({
        vertical: v,
        entity: PINCODE_ENTITY,
        entityId: id,
        action,
        actor: actorOf(caller),
        changes,
      });
      rows.forEach((input, index) => {
        const problem = problems[index]?.[0];
        const current = existing.get(input.pincode);
        if (problem) results[index] = { outcome: 'FAILED', message: problem.message };
        else if (!current) creates.push({ index, input });
        else {
          const after = auditedFields(input);
          const changes = diff(auditedFields(current), after);
          if (changes.length === 0) {
            results[index] = { outcome: 'FAILED', message: nothingToChange(`Pincode ${input.pincode}`, after).message };
            return;
          }
          const version = nextVersionStamp(current, caller, now).version;
          edits.push({ id: current.id, input, version });
          audits.push(entry(current.id, 'UPDATE', changes));
          const kept = { entityId: String(current.id), previousValues: asText(current), versionAfter: version };
          results[index] = { outcome: 'APPLIED', message: `Pincode ${input.pincode} updated.`, kept };
        }
      });
      if (creates.length > 0) {
        // The rows as one JSON parameter: binding hundreds of rows × columns costs more than the insert.
        const inserted = await tx.execute<{ id: number; pincode: string; version: number }>(sql`
          insert into pincodes (country, vehicle_type, pincode, city_code, area, serviceable, active, updated_by)
          select ${v.country}, ${v.vehicleType}, r.pincode, r."cityCode", r.area, r.serviceable, r.active, ${caller.userName}
          from jsonb_to_recordset(${JSON.stringify(creates.map((c) => auditedFields(c.input)))}::jsonb)
            as r(pincode text, "cityCode" text, area text, serviceable boolean, active boolean)
          returning id, pincode, version`);
        const made = new Map(inserted.rows.map((p) => [p.pincode, p] as const));
        for (const { index, input } of creates) {
          const { id, version } = made.get(input.pincode)!;
          audits.push(entry(id, 'CREATE', diff({}, auditedFields(input))));
          const kept = { entityId: String(id), previousValues: null, versionAfter: version };
          results[index] = { outcome: 'APPLIED', message: `Pincode ${input.pincode} created.`, kept };
        }
      }
      if (edits.length > 0) {
        const values = JSON.stringify(edits.map((e) => ({ id: e.id, version: e.version, ...auditedFields(e.input) })));
        // Each row's version moves to the one computed from the locked row above: one statement for all.
        await tx.execute(sql`
          update pincodes set city_code = e."cityCode", area = e.area, serviceable = e.serviceable,
            active = e.active, version = e.version, updated_at = ${now.toISOString()}::timestamptz,
            updated_by = ${caller.userName}
          from jsonb_to_recordset(${values}::jsonb) as e(id int, version int, "cityCode" text, area text,
            serviceable boolean, active boolean)
          where pincodes.id = e.id and pincodes.country = ${v.country} and pincodes.vehicle_type = ${v.vehicleType}`);
      }
      await writeAudits(tx, audits);
      return results;
    },

    /**
     * Issue 29: puts one applied row's pincode back through the pincode's own edit (audited under the
     * caller, version-checked): its fields from before the row, or — for one the row created, which the
     * edit cannot delete — inactive. A pincode changed since is left, naming who changed it.
     */
    async revert(tx: TransactionalExecutor, caller: Caller, kept: PincodeKept) {
      const id = Number(kept.entityId);
      type Outcome = { rollbackOutcome: 'REVERTED' | 'LEFT' | 'REFUSED'; rollbackMessage: string };
      try {
        return await tx.transaction(async (sp): Promise<Outcome> => {
          const now = await verticalRows(sp, pincodes).byId(caller.vertical, id, true);
          if (!now) return { rollbackOutcome: 'REFUSED', rollbackMessage: `Pincode ${id} was not found.` };
          if (now.version !== kept.versionAfter)
            return {
              rollbackOutcome: 'LEFT',
              rollbackMessage: `Changed by ${now.updatedBy} since the upload; left as it is.`,
            };
          const service = pincodeService(sp);
          if (kept.previousValues === null) {
            if (!now.active)
              return { rollbackOutcome: 'REFUSED', rollbackMessage: `Pincode ${now.pincode} is already inactive.` };
            await service.update(caller, id, { ...fromText(asText(now)), active: false, version: now.version });
            return {
              rollbackOutcome: 'REVERTED',
              rollbackMessage: `Pincode ${now.pincode} was added by the upload: now inactive (a pincode is never deleted).`,
            };
          }
          await service.update(caller, id, { ...fromText(kept.previousValues), version: now.version });
          return { rollbackOutcome: 'REVERTED', rollbackMessage: 'Back to its values before the upload.' };
        });
      } catch (err) {
        // The edit ran in a savepoint: a refusal (its old pincode taken since) undoes that row only.
        if (!(err instanceof HttpError)) throw err;
        return { rollbackOutcome: 'REFUSED', rollbackMessage: err.message } satisfies Outcome;
      }
    },
  };
}
export type PincodeBulkService = ReturnType<typeof pincodeBulkService>;
