import type { Country, VehicleType } from '@b2c/domain';

/** What each country's yards hold: makes and models sold there, with variants. Demo data, plausible not exact. */
export interface SeedModel {
  make: string;
  model: string;
  variants: readonly string[];
  fuels: readonly string[];
  /** World manufacturer identifier: the first three characters of its VINs. */
  wmi: string;
}

const m = (make: string, model: string, variants: string[], fuels: string[], wmi: string): SeedModel => ({
  make,
  model,
  variants,
  fuels,
  wmi,
});

const IN_CARS = [
  m('Maruti Suzuki', 'Swift', ['LXI', 'VXI', 'ZXI', 'ZXI Plus'], ['PETROL', 'CNG'], 'MA3'),
  m('Maruti Suzuki', 'Baleno', ['Sigma', 'Delta', 'Zeta', 'Alpha'], ['PETROL'], 'MA3'),
  m('Hyundai', 'Creta', ['E', 'S', 'SX', 'SX(O)'], ['PETROL', 'DIESEL'], 'MAL'),
  m('Hyundai', 'i20', ['Magna', 'Sportz', 'Asta'], ['PETROL'], 'MAL'),
  m('Tata', 'Nexon', ['Smart', 'Pure', 'Creative', 'Fearless'], ['PETROL', 'DIESEL', 'ELECTRIC'], 'MAT'),
  m('Mahindra', 'XUV700', ['MX', 'AX5', 'AX7'], ['PETROL', 'DIESEL'], 'MA1'),
  m('Honda', 'City', ['V', 'VX', 'ZX'], ['PETROL', 'HYBRID'], 'MAK'),
  m('Kia', 'Seltos', ['HTE', 'HTK', 'GTX'], ['PETROL', 'DIESEL'], 'MZB'),
];
const GULF_CARS = [
  m('Toyota', 'Land Cruiser', ['GXR', 'VXR'], ['PETROL'], 'JTM'),
  m('Nissan', 'Patrol', ['SE', 'LE', 'Nismo'], ['PETROL'], 'JN1'),
  m('Toyota', 'Camry', ['S', 'SE', 'Grande'], ['PETROL', 'HYBRID'], 'JTN'),
  m('Hyundai', 'Tucson', ['GL', 'GLS'], ['PETROL'], 'KMH'),
  m('Lexus', 'ES 350', ['Premier', 'Platinum'], ['PETROL'], 'JTH'),
  m('Mitsubishi', 'Pajero', ['GLS', 'Signature'], ['PETROL'], 'JMY'),
  m('Kia', 'Sportage', ['LX', 'EX'], ['PETROL'], 'KNA'),
];
const AU_CARS = [
  m('Toyota', 'HiLux', ['Workmate', 'SR5', 'Rogue'], ['DIESEL'], 'MR0'),
  m('Ford', 'Ranger', ['XL', 'XLT', 'Wildtrak'], ['DIESEL'], 'MNA'),
  m('Mazda', 'CX-5', ['Maxx', 'Touring', 'Akera'], ['PETROL'], 'JM0'),
  m('Toyota', 'RAV4', ['GX', 'GXL', 'Cruiser'], ['HYBRID', 'PETROL'], 'JTM'),
  m('Hyundai', 'i30', ['Active', 'Elite', 'N Line'], ['PETROL'], 'KMH'),
  m('Tesla', 'Model 3', ['Standard Range', 'Long Range'], ['ELECTRIC'], 'LRW'),
  m('Kia', 'Sportage', ['S', 'SX', 'GT-Line'], ['PETROL', 'DIESEL'], 'KNA'),
];
const SEA_CARS = [
  m('Toyota', 'Vios', ['J', 'E', 'G'], ['PETROL'], 'MR2'),
  m('Honda', 'Civic', ['EL', 'RS'], ['PETROL', 'HYBRID'], 'MRH'),
  m('Toyota', 'Fortuner', ['G', 'VRZ'], ['DIESEL'], 'MHF'),
  m('Mitsubishi', 'Xpander', ['GLS', 'Ultimate'], ['PETROL'], 'MK2'),
  m('Isuzu', 'D-Max', ['Spark', 'Hi-Lander'], ['DIESEL'], 'MP1'),
  m('Honda', 'HR-V', ['E', 'RS'], ['PETROL', 'HYBRID'], 'MRH'),
  m('Suzuki', 'Ertiga', ['GL', 'GX'], ['PETROL'], 'MHY'),
];
const IN_BIKES = [
  m('Honda', 'Activa 6G', ['STD', 'DLX'], ['PETROL'], 'ME4'),
  m('Hero', 'Splendor Plus', ['Self', 'i3S'], ['PETROL'], 'MBL'),
  m('Royal Enfield', 'Classic 350', ['Redditch', 'Halcyon', 'Chrome'], ['PETROL'], 'ME3'),
  m('Bajaj', 'Pulsar 150', ['Single Disc', 'Twin Disc'], ['PETROL'], 'MD2'),
  m('TVS', 'Apache RTR 160', ['Drum', 'Disc'], ['PETROL'], 'MD6'),
  m('Ather', '450X', ['Pro'], ['ELECTRIC'], 'MF6'),
];
const WORLD_BIKES = [
  m('Honda', 'Click 160', ['Standard', 'ABS'], ['PETROL'], 'MH1'),
  m('Yamaha', 'NMAX 155', ['Standard', 'Connected'], ['PETROL'], 'MH3'),
  m('Kawasaki', 'Ninja 400', ['Standard', 'KRT'], ['PETROL'], 'JKA'),
  m('Honda', 'PCX 160', ['CBS', 'ABS'], ['PETROL'], 'MLH'),
  m('Yamaha', 'MT-07', ['Standard'], ['PETROL'], 'JYA'),
];

export const SEED_MODELS: Record<Country, Record<VehicleType, readonly SeedModel[]>> = {
  IN: { CAR: IN_CARS, BIKE: IN_BIKES },
  AE: { CAR: GULF_CARS, BIKE: WORLD_BIKES },
  KSA: { CAR: GULF_CARS, BIKE: WORLD_BIKES },
  AU: { CAR: AU_CARS, BIKE: WORLD_BIKES },
  TH: { CAR: SEA_CARS, BIKE: WORLD_BIKES },
  ID: { CAR: SEA_CARS, BIKE: WORLD_BIKES },
};

/** Listing prices in the local currency: [min, max, rounding step]. */
export const SEED_PRICES: Record<Country, Record<VehicleType, readonly [number, number, number]>> = {
  IN: { CAR: [250_000, 2_500_000, 1_000], BIKE: [35_000, 250_000, 500] },
  AE: { CAR: [25_000, 320_000, 500], BIKE: [6_000, 45_000, 100] },
  KSA: { CAR: [28_000, 340_000, 500], BIKE: [6_500, 48_000, 100] },
  AU: { CAR: [9_000, 95_000, 10], BIKE: [3_000, 18_000, 10] },
  TH: { CAR: [220_000, 1_800_000, 1_000], BIKE: [30_000, 320_000, 500] },
  ID: { CAR: [95_000_000, 650_000_000, 500_000], BIKE: [9_000_000, 75_000_000, 100_000] },
};

export const SEED_COLOURS = ['White', 'Silver', 'Grey', 'Black', 'Red', 'Blue', 'Brown', 'Pearl White'] as const;

/** Indian plate states; Thai consonants used on plates; Indonesian area letters; UAE emirate prefixes. */
export const IN_PLATE_STATES = ['MH', 'DL', 'KA', 'TN', 'HR', 'UP', 'GJ', 'TS', 'WB', 'RJ'] as const;
export const TH_PLATE_LETTERS = [
  'ก',
  'ข',
  'ค',
  'ฆ',
  'ง',
  'จ',
  'ฉ',
  'ช',
  'ฌ',
  'ญ',
  'ฎ',
  'ฐ',
  'ฒ',
  'ณ',
  'ด',
  'ต',
  'ถ',
  'ท',
  'ธ',
  'น',
  'บ',
  'ป',
  'ผ',
  'พ',
  'ภ',
  'ม',
  'ย',
  'ร',
  'ล',
  'ว',
  'ศ',
  'ษ',
  'ส',
  'ห',
  'ฬ',
  'อ',
] as const;
export const ID_AREA_CODES = ['B', 'D', 'F', 'L', 'AB', 'H', 'N', 'DK'] as const;
export const AE_EMIRATES = ['DXB', 'AUH', 'SHJ', 'AJM'] as const;

/** Location types where a car for sale stands; used when picking seeded location codes. */
export const STANDING_LOCATION_TYPES = [
  'PARENT_HUB',
  'C2B_YARD',
  'SERVICE_CENTER',
  'STUDIO',
  'FULFILLMENT_CENTER',
  'PI_PDI_YARD',
] as const;
