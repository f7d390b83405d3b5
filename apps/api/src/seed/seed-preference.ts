import { TIME_ZONES, addDays, dndExpiryInstant, formatDate, type ContactChannel, type Vertical } from '@b2c/domain';
import type { Db } from '../plugins/db/database.ts';
import { preferenceSeeding } from '../modules/preference/preference-module.ts';

const { dndEntries, userPreferences } = preferenceSeeding;

interface DemoDnd {
  mobileNumber: string;
  reason: string;
  channels: ContactChannel[];
  /** Days from the seeding day to the last day the entry applies; null = until removed. */
  lastDayIn: number | null;
}

const IN_CAR: Vertical = { country: 'IN', vehicleType: 'CAR' };
const AE_CAR: Vertical = { country: 'AE', vehicleType: 'CAR' };

/** The verticals whose user preferences are on by default (features.ts), with a few numbers each. */
const DEMO_DND: [Vertical, DemoDnd[]][] = [
  [
    IN_CAR,
    [
      { mobileNumber: '+919811100001', reason: 'Customer asked not to be called', channels: ['CALL'], lastDayIn: null },
      {
        mobileNumber: '+919811100002',
        reason: 'Registered complaint',
        channels: ['CALL', 'SMS', 'WHATSAPP', 'EMAIL'],
        lastDayIn: 30,
      },
      {
        mobileNumber: '+919811100003',
        reason: 'Opted out of marketing messages',
        channels: ['SMS', 'WHATSAPP'],
        lastDayIn: null,
      },
      { mobileNumber: '+919811100004', reason: 'Travelling abroad', channels: ['CALL', 'SMS'], lastDayIn: 7 },
    ],
  ],
  [
    AE_CAR,
    [
      {
        mobileNumber: '+971501110001',
        reason: 'Customer asked not to be called',
        channels: ['CALL', 'WHATSAPP'],
        lastDayIn: null,
      },
      {
        mobileNumber: '+971501110002',
        reason: 'Opted out of marketing messages',
        channels: ['SMS', 'EMAIL'],
        lastDayIn: 90,
      },
      { mobileNumber: '+971501110003', reason: 'Ramadan quiet hours', channels: ['CALL'], lastDayIn: 14 },
    ],
  ],
];

/** Demo DND rows and customer preferences for IN and AE cars; expiries count from the seeding day. */
export async function seedPreference(db: Db, now = new Date()): Promise<void> {
  const dnd = DEMO_DND.flatMap(([v, rows]) =>
    rows.map((r) => {
      const zone = TIME_ZONES[v.country];
      const expiresOn = r.lastDayIn === null ? null : addDays(formatDate(now, zone), r.lastDayIn);
      return {
        ...v,
        mobileNumber: r.mobileNumber,
        reason: r.reason,
        channels: r.channels,
        expiresOn,
        expiresAt: expiresOn === null ? null : dndExpiryInstant(expiresOn, zone),
      };
    }),
  );
  await db.insert(dndEntries).values(dnd);
  await db.insert(userPreferences).values([
    {
      ...IN_CAR,
      mobileNumber: '+919811100010',
      customerName: 'Meera Iyer',
      preferredChannel: 'WHATSAPP',
      preferredLanguage: 'en',
    },
    {
      ...IN_CAR,
      mobileNumber: '+919811100011',
      customerName: 'Arjun Rao',
      preferredChannel: 'CALL',
      preferredLanguage: 'hi',
      remarks: 'Evenings only',
    },
    {
      ...AE_CAR,
      mobileNumber: '+971501110010',
      customerName: 'Layla Haddad',
      preferredChannel: 'EMAIL',
      preferredLanguage: 'ar',
    },
  ]);
}
