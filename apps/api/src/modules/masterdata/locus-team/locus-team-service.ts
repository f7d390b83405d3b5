import type { Vertical } from '@b2c/domain';
import type { LocusTeam, LocusTeamInput, LocusTeamOption, LocusTeamUpdate } from '@b2c/contracts';
import type { Db } from '../../../plugins/db/database.ts';
import type { Caller } from '../../../plugins/auth.ts';
import { auditedEntity, editStampOf } from '../../../kits/audited-entity.ts';
import type { Paged } from '../../../plugins/db/vertical-list.ts';
import { cityDirectory } from '../geo/geo-service.ts';
import { locusTeamRepository, type LocusTeamFilter, type LocusTeamRow } from './locus-team-repository.ts';
import { locusTeams } from '../masterdata-tables.ts';

export const LOCUS_TEAM_ENTITY = 'locus-team';

const toLocusTeam = (r: LocusTeamRow): LocusTeam => ({
  id: r.id,
  teamId: r.teamId,
  name: r.name,
  cityCode: r.cityCode,
  active: r.active,
  country: r.country,
  vehicleType: r.vehicleType,
  ...editStampOf(r),
});

/** The audited fields, in the shape both the row and the update share (the team id never changes). */
const auditedFields = (t: Omit<LocusTeamInput, 'teamId'>) => ({ name: t.name, cityCode: t.cityCode, active: t.active });

export function locusTeamService(db: Db) {
  const teams = auditedEntity(db, {
    table: locusTeams,
    entity: LOCUS_TEAM_ENTITY,
    noun: 'Locus team',
    nameOf: (r) => r.teamId,
    fieldsOf: auditedFields,
    createdFieldsOf: (r) => ({ teamId: r.teamId, ...auditedFields(r) }),
  });

  /** A team works in a city of its country; anything else is a 400 naming the field. */
  const checkCity = (v: Vertical, cityCode: string) => cityDirectory(db).assertCities(v, { 'body.cityCode': cityCode });

  return {
    list: async (caller: Caller, q: LocusTeamFilter & Paged) =>
      (await locusTeamRepository(db).list(caller.vertical, q)).map(toLocusTeam),
    count: (caller: Caller, q: LocusTeamFilter) => locusTeamRepository(db).count(caller.vertical, q),
    get: async (caller: Caller, id: number) => toLocusTeam(await teams.get(caller.vertical, id)),

    async create(caller: Caller, input: LocusTeamInput): Promise<LocusTeam> {
      const v = caller.vertical;
      await checkCity(v, input.cityCode);
      const row = await teams.create(caller, {
        values: { ...input, createdBy: caller.userName },
        unique: {
          values: { teamId: input.teamId },
          message: `A Locus team with team id ${input.teamId} already exists in ${v.country} ${v.vehicleType}.`,
        },
      });
      return toLocusTeam(row);
    },

    update: async (caller: Caller, id: number, input: LocusTeamUpdate): Promise<LocusTeam> =>
      toLocusTeam(
        await teams.update(caller, id, {
          version: input.version,
          before: () => checkCity(caller.vertical, input.cityCode),
          next: () => auditedFields(input),
        }),
      ),
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
