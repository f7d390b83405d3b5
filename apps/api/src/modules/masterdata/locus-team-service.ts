import type { Vertical } from '@b2c/domain';
import type { LocusTeam, LocusTeamInput, LocusTeamOption, LocusTeamUpdate } from '@b2c/contracts';
import type { Db } from '../../plugins/db/database.ts';
import type { Caller } from '../../plugins/auth.ts';
import { auditCreated } from '../../plugins/audit.ts';
import { updateAudited } from '../../plugins/audited-update.ts';
import { badRequest, conflict, notFound } from '../../plugins/http-errors.ts';
import { geoRepository } from './geo-repository.ts';
import { locusTeamRepository, type LocusTeamFilter, type LocusTeamRow } from './locus-team-repository.ts';

export const LOCUS_TEAM_ENTITY = 'locus-team';

const toLocusTeam = (r: LocusTeamRow): LocusTeam => ({
  id: r.id,
  teamId: r.teamId,
  name: r.name,
  cityCode: r.cityCode,
  active: r.active,
  country: r.country,
  vehicleType: r.vehicleType,
  version: r.version,
  updatedAt: r.updatedAt.toISOString(),
  updatedBy: r.updatedBy,
});

/** The audited fields, in the shape both the row and the update share (the team id never changes). */
const auditedFields = (t: Omit<LocusTeamInput, 'teamId'>) => ({ name: t.name, cityCode: t.cityCode, active: t.active });

const duplicate = (v: Vertical, teamId: string) =>
  conflict(`A Locus team with team id ${teamId} already exists in ${v.country} ${v.vehicleType}.`);

export function locusTeamService(db: Db) {
  /** A team works in a city of its country; anything else is a 400 naming the field. */
  async function checkCity(v: Vertical, cityCode: string): Promise<void> {
    const known = await geoRepository(db).existingCityCodes(v, [cityCode]);
    if (!known.has(cityCode)) throw badRequest(`City ${cityCode} is not a city of ${v.country}.`, 'body.cityCode');
  }

  return {
    list: async (v: Vertical, q: LocusTeamFilter & { page: number; size: number; sort?: string | undefined }) =>
      (await locusTeamRepository(db).list(v, q)).map(toLocusTeam),
    count: (v: Vertical, q: LocusTeamFilter) => locusTeamRepository(db).count(v, q),

    async get(v: Vertical, id: number): Promise<LocusTeam> {
      const row = await locusTeamRepository(db).byId(v, id);
      if (!row) throw notFound(`Locus team ${id}`);
      return toLocusTeam(row);
    },

    async create(caller: Caller, input: LocusTeamInput): Promise<LocusTeam> {
      const v = caller.vertical;
      await checkCity(v, input.cityCode);
      return db.transaction(async (tx) => {
        const repo = locusTeamRepository(tx);
        if (await repo.byTeamId(v, input.teamId)) throw duplicate(v, input.teamId);
        const row = await repo.insert({ ...v, ...input, createdBy: caller.userName, updatedBy: caller.userName });
        await auditCreated(tx, caller, LOCUS_TEAM_ENTITY, row.id, { teamId: row.teamId, ...auditedFields(row) });
        return toLocusTeam(row);
      });
    },

    async update(caller: Caller, id: number, input: LocusTeamUpdate): Promise<LocusTeam> {
      const v = caller.vertical;
      // Another vertical's team is a 404 before anything about the body is said.
      if (!(await locusTeamRepository(db).byId(v, id))) throw notFound(`Locus team ${id}`);
      await checkCity(v, input.cityCode);
      return db.transaction(async (tx) => {
        const repo = locusTeamRepository(tx);
        const row = await updateAudited(tx, caller, {
          entity: LOCUS_TEAM_ENTITY,
          id,
          label: (current) => `Locus team ${current?.teamId ?? id}`,
          version: input.version,
          lock: () => repo.byId(v, id, true),
          fieldsOf: auditedFields,
          next: () => auditedFields(input),
          write: (values) => repo.update(v, id, values),
        });
        return toLocusTeam(row);
      });
    },
  };
}
export type LocusTeamService = ReturnType<typeof locusTeamService>;

/** What the logistics area may ask of Locus teams (passed to it by app.ts, DESIGN §2). */
export function locusTeamDirectory(db: Db) {
  return {
    /** The vertical's active teams by name, as the vendor dialog lists them (`id` is the team id). */
    active: async (v: Vertical): Promise<LocusTeamOption[]> =>
      (await locusTeamRepository(db).active(v)).map((r) => ({ id: r.teamId, name: r.name, cityCode: r.cityCode })),
  };
}
