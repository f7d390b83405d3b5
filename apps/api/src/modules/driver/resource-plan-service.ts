import { DAYS, type Vertical } from '@b2c/domain';
import type { DayAvailability, ResourcePlan, ResourcePlanInput } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import type { Caller } from '../../plugins/auth.ts';
import { actorOf, diff, writeAudit } from '../../kits/audit.ts';
import { updateAudited } from '../../kits/audited-update.ts';
import { editStampOf } from '../../kits/audited-entity.ts';
import { badRequest, conflict, notFound } from '../../kits/http-errors.ts';
import { driverRepository, type ResourcePlanRow } from './driver-repository.ts';

export const RESOURCE_PLAN_ENTITY = 'resource-plan';

const toPlan = (r: ResourcePlanRow): ResourcePlan => ({
  id: r.id,
  driverId: r.driverId,
  availability: r.availability,
  ...editStampOf(r),
});

/** One entry per day, each ending after it starts, kept in week order (monday first). */
function normalise(availability: DayAvailability[]): DayAvailability[] {
  const seen = new Set<string>();
  availability.forEach((a, i) => {
    if (seen.has(a.day)) throw badRequest(`${a.day} is listed twice.`, `body.availability.${i}.day`);
    seen.add(a.day);
    if (a.to <= a.from)
      throw badRequest(`On ${a.day} the end time must be after the start time.`, `body.availability.${i}.to`);
  });
  return [...availability].sort((a, b) => DAYS.indexOf(a.day) - DAYS.indexOf(b.day));
}

/** The resource planner (SPEC §7): a driver's weekly availability, created once and then replaced. */
export function resourcePlanService(db: Db) {
  return {
    async get(v: Vertical, driverId: number): Promise<ResourcePlan | null> {
      const repo = driverRepository(db);
      if (!(await repo.byId(v, driverId))) throw notFound(`Driver ${driverId}`);
      const row = await repo.planOf(v, driverId);
      return row ? toPlan(row) : null;
    },

    async save(caller: Caller, input: ResourcePlanInput): Promise<{ plan: ResourcePlan; created: boolean }> {
      const v = caller.vertical;
      const availability = normalise(input.availability);
      return db.transaction(async (tx) => {
        const repo = driverRepository(tx);
        if (!(await repo.byId(v, input.driverId))) throw notFound(`Driver ${input.driverId}`);
        const current = await repo.planOf(v, input.driverId, true);
        if (!current) {
          const row = await repo.insertPlan({
            ...v,
            driverId: input.driverId,
            availability,
            updatedBy: caller.userName,
          });
          // A plan is audited as its availability before and after: a new one was an empty week.
          await writeAudit(tx, {
            vertical: v,
            entity: RESOURCE_PLAN_ENTITY,
            entityId: input.driverId,
            action: 'CREATE',
            actor: actorOf(caller),
            changes: diff({ availability: [] as DayAvailability[] }, { availability }),
          });
          return { plan: toPlan(row), created: true };
        }
        if (input.version === undefined) {
          throw conflict(
            `Driver ${input.driverId} already has a resource plan (version ${current.version}); send its version to replace it.`,
          );
        }
        const row = await updateAudited(tx, caller, {
          entity: RESOURCE_PLAN_ENTITY,
          id: input.driverId,
          label: () => `The resource plan of driver ${input.driverId}`,
          version: input.version,
          lock: async () => current, // locked above, where it chose between create and update
          fieldsOf: (r) => ({ availability: r.availability }),
          next: () => ({ availability }),
          write: (values) => repo.updatePlan(current.id, values),
        });
        return { plan: toPlan(row), created: false };
      });
    },
  };
}
export type ResourcePlanService = ReturnType<typeof resourcePlanService>;
