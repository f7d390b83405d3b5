import type { RosterRowProblem, RosterShift, RosterUploadResult, WorkingUser } from '@b2c/contracts';
import {
  DAYS,
  ROSTER_MESSAGES,
  dayOfDate,
  parseDay,
  parseTimeOfDay,
  rosterUploadedMessage,
  shiftProblem,
  weekStartOf,
  type Day,
  type IsoDate,
  type RosterColumn,
  type Vertical,
} from '@b2c/domain';
import type { Db } from '../../plugins/db/database.ts';
import type { Caller } from '../../plugins/auth.ts';
import { actorOf, diff, writeAudit } from '../../kits/audit.ts';
import { editStampOf } from '../../kits/audited-entity.ts';
import { HttpError } from '../../kits/http-errors.ts';
import type { FileRow } from '../../kits/table-file-reader.ts';
import { usersRosterRepository, type RosterShiftInsert } from './users-roster-repository.ts';

export const ROSTER_ENTITY = 'user-roster';

/** What the roster needs of the location area (passed in by app.ts, DESIGN §2). */
export interface RosterLocations {
  byCodes(v: Vertical, codes: readonly string[]): Promise<{ code: string; active: boolean }[]>;
}

interface RosterRow {
  rowNumber: number;
  userName: string;
  day: Day;
  shiftStart: string;
  shiftEnd: string;
  locationCode: string;
}

/** The upload's 400 names each bad cell as `body.file.rows.<row>.<column>`, the screen lists them by row. */
const fieldOf = (p: RosterRowProblem) => `body.file.rows.${p.rowNumber}.${p.column}`;

/** Each cell on its own: present and well formed. The rows that pass are checked against the data next. */
function readRow({ rowNumber, cells }: FileRow, problems: RosterRowProblem[]): RosterRow | undefined {
  const before = problems.length;
  const problem = (column: RosterColumn, message: string) => problems.push({ rowNumber, column, message });
  const userName = cells.user?.trim() ?? '';
  if (!userName) problem('user', 'is required');
  const day = parseDay(cells.day ?? '');
  if (!day) problem('day', 'must be a day monday to sunday');
  const shiftStart = parseTimeOfDay(cells.shiftStart ?? '');
  if (!shiftStart) problem('shiftStart', 'must be a time HH:MM');
  const shiftEnd = parseTimeOfDay(cells.shiftEnd ?? '');
  if (!shiftEnd) problem('shiftEnd', 'must be a time HH:MM');
  const shiftOrder = shiftStart && shiftEnd ? shiftProblem(shiftStart, shiftEnd) : undefined;
  if (shiftOrder) problem('shiftEnd', shiftOrder);
  const locationCode = cells.locationCode?.trim().toUpperCase() ?? '';
  if (!locationCode) problem('locationCode', 'is required');
  if (problems.length > before) return undefined;
  return { rowNumber, userName, day: day!, shiftStart: shiftStart!, shiftEnd: shiftEnd!, locationCode };
}

/** A user's week as the audit trail shows it: "monday 09:00-17:00 at HUB-1", in week order. */
const weekText = (rows: Pick<RosterShiftInsert, 'day' | 'shiftStart' | 'shiftEnd' | 'locationCode'>[]) =>
  rows
    .map((r) => `${r.day} ${r.shiftStart}-${r.shiftEnd} at ${r.locationCode}`)
    .sort((a, b) => dayRank(a) - dayRank(b));
const dayRank = (text: string) => DAYS.indexOf(text.split(' ')[0] as Day);

/** Roster upload and view by week, and who works at a location on a day (SPEC §7 V1 roster). */
export function usersRosterService(db: Db, deps: { locations: RosterLocations }) {
  /** Checks the well-formed rows against users, locations and each other; answers the rows that pass. */
  async function checkAgainstData(v: Vertical, rows: RosterRow[], problems: RosterRowProblem[]) {
    const repo = usersRosterRepository(db);
    const known = await repo.rosterableByUserName(v, [...new Set(rows.map((r) => r.userName))]);
    const userIds = new Map(known.map((u) => [u.userName, u.id]));
    const locations = await deps.locations.byCodes(v, [...new Set(rows.map((r) => r.locationCode))]);
    const active = new Map(locations.map((l) => [l.code, l.active]));
    const seen = new Map<string, number>();
    const good: (RosterRow & { userId: number })[] = [];
    for (const row of rows) {
      const before = problems.length;
      const problem = (column: RosterColumn, message: string) =>
        problems.push({ rowNumber: row.rowNumber, column, message });
      const userId = userIds.get(row.userName);
      if (userId === undefined)
        problem('user', `no active user "${row.userName}" works in ${v.country} ${v.vehicleType}`);
      const isActive = active.get(row.locationCode);
      if (isActive === undefined)
        problem('locationCode', `no location ${row.locationCode} in ${v.country} ${v.vehicleType}`);
      else if (!isActive) problem('locationCode', `location ${row.locationCode} is inactive`);
      const key = `${row.userName}/${row.day}`;
      const first = seen.get(key);
      if (first !== undefined) problem('day', `${row.userName} already has a ${row.day} shift in row ${first}`);
      else seen.set(key, row.rowNumber);
      if (problems.length === before) good.push({ ...row, userId: userId! });
    }
    return good;
  }

  /**
   * Writes each user's good rows, one audit entry per user: the week before and after. A whole file
   * replaces each named user's week (the file is the week); the good rows of a file with bad ones change
   * only the days they name, since a day left out may be one whose row was bad (issue 24).
   */
  async function writeWeeks(
    caller: Caller,
    weekStart: IsoDate,
    good: (RosterRow & { userId: number })[],
    onlyNamedDays: boolean,
  ) {
    const v = caller.vertical;
    const userIds = [...new Set(good.map((r) => r.userId))];
    await db.transaction(async (tx) => {
      const repo = usersRosterRepository(tx);
      const old = await repo.lockUsersWeek(v, weekStart, userIds);
      await repo.deleteUsersWeek(v, weekStart, userIds);
      const now = new Date();
      for (const userId of userIds) {
        const before = old.filter((r) => r.userId === userId);
        const named = good.filter((r) => r.userId === userId);
        const namedDays = new Set(named.map((r) => r.day));
        const kept = onlyNamedDays ? before.filter((r) => !namedDays.has(r.day)) : [];
        // The week's rows carry one version, one more than the week they replace: the view shows it changed.
        const version = Math.max(0, ...before.map((r) => r.version)) + 1;
        // Kept days are written back as they were (who set them and when), only with the week's new version.
        const keptRows: RosterShiftInsert[] = kept.map(({ id: _id, ...r }) => ({ ...r, version }));
        const written: RosterShiftInsert[] = named.map((r) => ({
          ...v,
          userId,
          weekStart,
          day: r.day,
          shiftStart: r.shiftStart,
          shiftEnd: r.shiftEnd,
          locationCode: r.locationCode,
          version,
          updatedAt: now,
          updatedBy: caller.userName,
        }));
        const after = [...keptRows, ...written];
        await repo.insertShifts(after);
        const field = `week ${weekStart}`;
        await writeAudit(tx, {
          vertical: v,
          entity: ROSTER_ENTITY,
          entityId: userId,
          action: 'UPLOAD',
          actor: actorOf(caller),
          changes: diff({ [field]: weekText(before) }, { [field]: weekText(after) }),
        });
      }
    });
    return userIds.length;
  }

  return {
    /**
     * The rows of a roster file for one week. Any bad row refuses the whole file (400 naming each row
     * and column) unless `applyGoodRows`: then the good rows are written and the bad ones answered as skipped.
     */
    async upload(
      caller: Caller,
      input: { weekStart: IsoDate; rows: AsyncIterable<FileRow>; applyGoodRows: boolean },
    ): Promise<RosterUploadResult> {
      const problems: RosterRowProblem[] = [];
      const formed: RosterRow[] = [];
      for await (const fileRow of input.rows) {
        const row = readRow(fileRow, problems);
        if (row) formed.push(row);
      }
      if (formed.length === 0 && problems.length === 0)
        throw new HttpError(400, 'The file has no rows.', [{ field: 'body.file', message: 'has no rows' }]);
      const good = await checkAgainstData(caller.vertical, formed, problems);
      problems.sort((a, b) => a.rowNumber - b.rowNumber);
      if (problems.length > 0 && (!input.applyGoodRows || good.length === 0)) {
        const message = input.applyGoodRows ? 'No row of the file can be applied.' : ROSTER_MESSAGES.rosterHasErrors;
        throw new HttpError(
          400,
          message,
          problems.map((p) => ({ field: fieldOf(p), message: p.message })),
        );
      }
      const goodRowsOnly = problems.length > 0;
      const users = await writeWeeks(caller, input.weekStart, good, goodRowsOnly);
      const skippedRows = new Set(problems.map((p) => p.rowNumber)).size;
      return {
        weekStart: input.weekStart,
        appliedRows: good.length,
        users,
        skipped: problems,
        message: rosterUploadedMessage({
          weekStart: input.weekStart,
          appliedRows: good.length,
          users,
          skippedRows,
          goodRowsOnly,
        }),
      };
    },

    async week(v: Vertical, weekStart: IsoDate, locationCode?: string): Promise<RosterShift[]> {
      const rows = await usersRosterRepository(db).weekShifts(v, weekStart, locationCode);
      return rows.map(({ shift, userName, name }) => ({
        id: shift.id,
        userId: shift.userId,
        userName,
        name,
        weekStart: shift.weekStart,
        day: shift.day,
        shiftStart: shift.shiftStart,
        shiftEnd: shift.shiftEnd,
        locationCode: shift.locationCode,
        ...editStampOf(shift),
      }));
    },

    /** Who is working at this location on this date: rostered that day, minus those on leave. */
    working: (v: Vertical, locationCode: string, date: IsoDate): Promise<WorkingUser[]> =>
      usersRosterRepository(db).working(v, { weekStart: weekStartOf(date), day: dayOfDate(date), date, locationCode }),
  };
}
export type UsersRosterService = ReturnType<typeof usersRosterService>;

/** The answer other areas may ask for (the driver resource planner), passed to them by app.ts. */
export type StaffOnDuty = Pick<UsersRosterService, 'working'>;
