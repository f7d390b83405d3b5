import { useMutation, useQuery } from '@tanstack/react-query';
import { driverEndpoints as api, type DayAvailability, type Driver, type DriverInput } from '@b2c/contracts';
import { call } from '../../shared/api/call.ts';
import { queryKeys } from '../../shared/api/query-keys.ts';
import { entityApi } from '../../shared/data-table/entity-api.ts';

export const DRIVER_GRID_KEY = 'driver';

export const driverKeys = {
  ...queryKeys('driver'),
  plan: (id: number) => queryKeys('driver').of('plan', id),
  day: (locationCode: string, date: string) => queryKeys('driver').of('day', locationCode, date),
};

// A save refreshes the grid, the driver and its plan (all under `driverKeys.all`).
const drivers = entityApi(api, { gridKey: DRIVER_GRID_KEY, rowKey: driverKeys.detail, staleAfterSave: driverKeys.all });

export const { fetchPage: fetchDriverPage, fetchCount: countDrivers, fetchAll: fetchAllDrivers } = drivers.grid;
/** The grid's key and callbacks, for its DataGrid. */
export const driverGrid = drivers.grid;

export const useDriver = (id: number) => drivers.useRow(id, () => call(api.get, { params: { id } }));

/** `null` while the driver has no plan yet. */
export const useResourcePlan = (driverId: number) =>
  useQuery({
    queryKey: driverKeys.plan(driverId),
    queryFn: () => call(api.plan, { query: { driverId } }),
    retry: false,
  });

export interface DriverSave {
  driver: DriverInput;
  /** The week to store, or undefined when the planner was left as it was. */
  availability?: DayAvailability[];
  /** The stored plan's version when there is one (the planner replaces it). */
  planVersion?: number;
}

/**
 * SPEC §7: create = POST the saved items (a list of one); update = POST `?id={id}` with the id in the
 * body. The resource planner is stored right after, for the driver's id.
 */
const saveDriver = async ({ driver, availability, planVersion }: DriverSave): Promise<Driver> => {
  const saved = await call(api.save, { query: driver.id ? { id: driver.id } : {}, body: [driver] });
  if (availability) {
    await call(api.savePlan, {
      body: { driverId: saved.id, availability, ...(planVersion ? { version: planVersion } : {}) },
    });
  }
  return saved;
};

// Settled, not succeeded: the driver may be saved even when storing its planner fails after.
export const useSaveDriver = () => useMutation({ mutationFn: saveDriver, onSettled: drivers.useInvalidate() });
