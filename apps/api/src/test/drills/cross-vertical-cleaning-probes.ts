import type { TestApp } from '../build-test-app.ts';
import { solidPng } from '../../seed/demo-media.ts';
import type { IdProbe, ProbeRequest, ReadProbe } from './cross-vertical-probes.ts';

/**
 * The cross-vertical drill's probes of the car cleaning area (issue 17): seeded tasks of A (IN CAR) in
 * the state each step needs, found by SQL. The writes also leave the audit rows the generated
 * cleaning-task trail probe aims at. Tutorials are listed, never named by id: the list is their probe.
 */
/** The oldest task of A in this state; `newest` for the seeded one being cleaned (it has its before photo). */
const taskOfA = async (t: TestApp, state: string, newest = false) => {
  const { rows } = await t.database.pool.query<{ id: number; version: number; appointment_id: string }>(
    `SELECT id, version, appointment_id FROM cleaning_tasks
     WHERE country = 'IN' AND vehicle_type = 'CAR' AND state = $1 ORDER BY id ${newest ? 'DESC' : ''} LIMIT 1`,
    [state],
  );
  return { ...rows[0]!, id: Number(rows[0]!.id) };
};
const cleanerOfA = async (t: TestApp) => {
  const { rows } = await t.database.pool.query<{ id: number }>(
    `SELECT id FROM drivers WHERE country = 'IN' AND vehicle_type = 'CAR' AND staff_type = 'CLEANER' AND active
     ORDER BY id DESC LIMIT 1`,
  );
  return rows[0]!.id;
};
const action = (name: string) => `/api/v1/car-cleaning/task/:id/action/${name}`;
const passed = {
  EXTERIOR_WASH: true,
  WINDOWS: true,
  TYRES_AND_RIMS: true,
  INTERIOR_VACUUM: true,
  DASHBOARD: true,
  SEATS: true,
  BOOT: true,
  ODOUR: true,
};

/**
 * A stocked-in car of A that never had a cleaning task, from the far end of the ids (freeCar takes the
 * near end), at its own location: the new task the create probe asks for.
 */
const carToCleanOfA = async (t: TestApp) => {
  const { rows } = await t.database.pool.query<{ appointment_id: string; location_code: string }>(
    `SELECT i.appointment_id, i.location_code FROM inventory i
     WHERE i.country = 'IN' AND i.vehicle_type = 'CAR' AND i.location_status = 'STOCKED_IN' AND NOT i.sold
       AND i.location_code IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM cleaning_tasks c WHERE c.appointment_id = i.appointment_id)
     ORDER BY i.id DESC LIMIT 1`,
  );
  return rows[0]!;
};

/** Another vertical names its own location, so the car is the only thing foreign in the body. */
const withOwnLocation = ({ url, payload }: ProbeRequest, location: string): ProbeRequest => ({
  url,
  payload: { ...(payload as object), locationCode: location },
});

export const CLEANING_WRITE_PROBES: IdProbe[] = [
  {
    route: `PUT ${action('ASSIGN')}`,
    request: async (t) => {
      const task = await taskOfA(t, 'UNASSIGNED');
      return {
        url: `/api/v1/car-cleaning/task/${task.id}/action/ASSIGN`,
        payload: { version: task.version, cleanerId: await cleanerOfA(t) },
      };
    },
  },
  {
    // The after photo of the seeded task being cleaned: uploaded by A first, then recorded.
    route: 'PUT /api/v1/car-cleaning/task/:id/photo/:kind',
    request: async (t, a) => {
      const task = await taskOfA(t, 'ASSIGNED', true);
      const ticket = await t.app.inject({
        method: 'POST',
        url: '/api/v1/car-cleaning/pre-signed-url',
        headers: a.headers,
        payload: { taskId: task.id, kind: 'AFTER', fileName: 'drill.png', extension: 'png' },
      });
      const { uploadUrl, key, headers } = ticket.json().data;
      await t.app.inject({ method: 'PUT', url: uploadUrl, headers, payload: solidPng(8, 8, [0, 128, 255]) });
      return { url: `/api/v1/car-cleaning/task/${task.id}/photo/AFTER`, payload: { key, version: task.version } };
    },
  },
  {
    route: `PUT ${action('SUBMIT')}`,
    request: async (t) => {
      const task = await taskOfA(t, 'ASSIGNED', true);
      return { url: `/api/v1/car-cleaning/task/${task.id}/action/SUBMIT`, payload: { version: task.version } };
    },
  },
  {
    route: `PUT ${action('APPROVE')}`,
    request: async (t) => {
      const task = await taskOfA(t, 'QA_PENDING');
      return {
        url: `/api/v1/car-cleaning/task/${task.id}/action/APPROVE`,
        payload: { version: task.version, checklist: passed },
      };
    },
  },
  {
    route: `PUT ${action('REJECT')}`,
    request: async (t) => {
      const task = await taskOfA(t, 'QA_PENDING');
      return {
        url: `/api/v1/car-cleaning/task/${task.id}/action/REJECT`,
        payload: { version: task.version, reasons: ['WINDOWS'] },
      };
    },
  },
  {
    // A's car named in the body, not the path: another vertical gets the 404 of a car it does not have.
    // Last, so the new UNASSIGNED task is not the one the ASSIGN probe picks.
    route: 'POST /api/v1/car-cleaning/task',
    request: async (t) => {
      const car = await carToCleanOfA(t);
      return {
        url: '/api/v1/car-cleaning/task',
        payload: { appointmentId: car.appointment_id, locationCode: car.location_code },
      };
    },
    inOther: withOwnLocation,
  },
];

let readTask: { id: number; appointment_id: string } | undefined;
export const CLEANING_READ_PROBES: ReadProbe[] = [
  {
    route: 'GET /api/v1/car-cleaning/task/:id',
    request: async (t) => {
      readTask = await taskOfA(t, 'APPROVED');
      return { url: `/api/v1/car-cleaning/task/${readTask.id}` };
    },
    marker: () => readTask?.appointment_id ?? '"appointmentId"',
  },
];
