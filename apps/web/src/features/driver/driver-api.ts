import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { driverEndpoints as api, type DayAvailability, type Driver, type DriverInput } from '@b2c/contracts';
import { call } from '../../shared/api/call.ts';
import type { GridFilters, GridSort, PageRequest } from '../../shared/data-table/data-grid-types.ts';
import { gridKeys } from '../../shared/data-table/grid-keys.ts';
import { gridQuery, sortParam } from '../../shared/data-table/grid-query.ts';

export const DRIVER_GRID_KEY = 'driver';

export const driverKeys = {
  all: ['driver'] as const,
  detail: (id: number) => ['driver', 'detail', id] as const,
  plan: (id: number) => ['driver', 'plan', id] as const,
};

export const fetchDriverPage = (request: PageRequest) => call(api.list, { query: gridQuery(request) });
export const countDrivers = ({ filters }: { filters: GridFilters }) =>
  call(api.count, { query: filters }).then((r) => r.count);
export const fetchAllDrivers = ({ sort, filters }: { sort?: GridSort; filters: GridFilters }) =>
  call(api.list, { query: { ...filters, size: 2000, sort: sortParam(sort) } });

export const useDriver = (id: number) =>
  useQuery({ queryKey: driverKeys.detail(id), queryFn: () => call(api.get, { params: { id } }), retry: false });

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

export const useSaveDriver = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDriver,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: gridKeys.of(DRIVER_GRID_KEY) }),
        client.invalidateQueries({ queryKey: [...driverKeys.all, 'detail'] }),
        client.invalidateQueries({ queryKey: [...driverKeys.all, 'plan'] }),
      ]),
  });
};
