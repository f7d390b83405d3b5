import type { DayAvailability, Driver, ResourcePlan } from '@b2c/contracts';
import { DAYS, type Day, type DriverType, type MovementVendor, type StaffType } from '@b2c/domain';
import { cleanText } from '../../shared/forms/form-values.ts';

export interface DayFormValue {
  on?: boolean;
  from?: string;
  to?: string;
}

export interface DriverFormValues {
  name?: string;
  mobile?: string;
  email?: string | null;
  driverType?: DriverType;
  staffType?: StaffType;
  vendor?: MovementVendor;
  homeLocationCode?: string | null;
  active?: boolean;
  /** The resource planner: one row per SPEC day, monday to sunday. */
  plan?: Partial<Record<Day, DayFormValue>>;
}

export const DRIVER_LABELS = {
  name: 'Name',
  mobile: 'Mobile',
  email: 'E-mail',
  driverType: 'Driver type',
  staffType: 'Staff type',
  vendor: 'Vendor',
  homeLocationCode: 'Home location',
  active: 'Active',
  availability: 'Availability',
} as const;

/** A new driver's planner starts as a working week of 09:00–18:00, weekends off. */
const DEFAULT_PLAN = Object.fromEntries(
  DAYS.map((day, i) => [day, { on: i < 5, from: '09:00', to: '18:00' }]),
) as Record<Day, DayFormValue>;

export const planValues = (availability: readonly DayAvailability[] | undefined): Record<Day, DayFormValue> => {
  if (!availability) return DEFAULT_PLAN;
  return Object.fromEntries(
    DAYS.map((day) => {
      const slot = availability.find((a) => a.day === day);
      return [day, slot ? { on: true, from: slot.from, to: slot.to } : { on: false, from: '09:00', to: '18:00' }];
    }),
  ) as Record<Day, DayFormValue>;
};

export const NEW_DRIVER: DriverFormValues = { staffType: 'DRIVER', active: true, plan: DEFAULT_PLAN };

export const toFormValues = (driver: Driver, plan: ResourcePlan | null): DriverFormValues => ({
  name: driver.name,
  mobile: driver.mobile,
  email: driver.email,
  driverType: driver.driverType,
  staffType: driver.staffType,
  vendor: driver.vendor,
  homeLocationCode: driver.homeLocationCode,
  active: driver.active,
  plan: planValues(plan?.availability),
});

/** The days marked as working, in SPEC order; a day left out is a day off. */
export const toAvailability = (plan: DriverFormValues['plan']) =>
  DAYS.flatMap((day) => (plan?.[day]?.on ? [{ day, from: plan[day]?.from, to: plan[day]?.to }] : []));

/** What the form sends: the driver (with id and version on an edit, SPEC §7) plus its week. */
export const toDriverDraft = (values: DriverFormValues, driver?: Driver) => ({
  ...(driver ? { id: driver.id, version: driver.version } : {}),
  name: cleanText(values.name),
  mobile: cleanText(values.mobile),
  email: cleanText(values.email) ?? null,
  driverType: values.driverType,
  staffType: values.staffType,
  vendor: values.vendor,
  homeLocationCode: values.homeLocationCode ?? null,
  active: values.active ?? true,
  availability: toAvailability(values.plan),
});
