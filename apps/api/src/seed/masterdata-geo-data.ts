import { INDIAN_STATES, type Country } from '@b2c/domain';

/**
 * Demo geography for the six countries: states (India's from the domain list), cities with their
 * coordinates (for realistic location coordinates and route distances), operations regions and
 * pincodes. Codes follow the domain's CITY_CODE_GROUPS style (three letters, airport-style).
 */
export interface SeedState {
  code: string;
  name: string;
  unionTerritory?: boolean;
}
export interface SeedCity {
  code: string;
  name: string;
  state: string;
  lat: number;
  lng: number;
  active?: boolean;
}

export const SEED_STATES: Record<Country, SeedState[]> = {
  IN: INDIAN_STATES.map((s) => ({ code: s.code, name: s.name, unionTerritory: s.unionTerritory })),
  AE: [
    { code: 'DU', name: 'Dubai' },
    { code: 'AZ', name: 'Abu Dhabi' },
    { code: 'SH', name: 'Sharjah' },
    { code: 'AJ', name: 'Ajman' },
    { code: 'RK', name: 'Ras Al Khaimah' },
    { code: 'FU', name: 'Fujairah' },
    { code: 'UQ', name: 'Umm Al Quwain' },
  ],
  AU: [
    { code: 'NSW', name: 'New South Wales' },
    { code: 'VIC', name: 'Victoria' },
    { code: 'QLD', name: 'Queensland' },
    { code: 'WA', name: 'Western Australia' },
    { code: 'SA', name: 'South Australia' },
    { code: 'TAS', name: 'Tasmania' },
    { code: 'ACT', name: 'Australian Capital Territory', unionTerritory: true },
    { code: 'NT', name: 'Northern Territory', unionTerritory: true },
  ],
  TH: [
    { code: 'BKK', name: 'Bangkok' },
    { code: 'NBI', name: 'Nonthaburi' },
    { code: 'SPK', name: 'Samut Prakan' },
    { code: 'CMI', name: 'Chiang Mai' },
    { code: 'CBI', name: 'Chon Buri' },
    { code: 'PKT', name: 'Phuket' },
    { code: 'KKN', name: 'Khon Kaen' },
  ],
  KSA: [
    { code: 'RIY', name: 'Riyadh' },
    { code: 'MAK', name: 'Makkah' },
    { code: 'EP', name: 'Eastern Province' },
    { code: 'MED', name: 'Madinah' },
    { code: 'QAS', name: 'Qassim' },
    { code: 'ASR', name: 'Asir' },
  ],
  ID: [
    { code: 'JK', name: 'DKI Jakarta' },
    { code: 'JB', name: 'Jawa Barat' },
    { code: 'JT', name: 'Jawa Tengah' },
    { code: 'JI', name: 'Jawa Timur' },
    { code: 'BT', name: 'Banten' },
    { code: 'BA', name: 'Bali' },
  ],
};

/** Active cities first, biggest first: the seed puts most locations into the first ones. */
export const SEED_CITIES: Record<Country, SeedCity[]> = {
  IN: [
    { code: 'DEL', name: 'New Delhi', state: 'DL', lat: 28.61, lng: 77.21 },
    { code: 'BOM', name: 'Mumbai', state: 'MH', lat: 19.08, lng: 72.88 },
    { code: 'BLR', name: 'Bengaluru', state: 'KA', lat: 12.97, lng: 77.59 },
    { code: 'GGN', name: 'Gurugram', state: 'HR', lat: 28.46, lng: 77.03 },
    { code: 'HYD', name: 'Hyderabad', state: 'TG', lat: 17.39, lng: 78.49 },
    { code: 'PNQ', name: 'Pune', state: 'MH', lat: 18.52, lng: 73.86 },
    { code: 'MAA', name: 'Chennai', state: 'TN', lat: 13.08, lng: 80.27 },
    { code: 'AMD', name: 'Ahmedabad', state: 'GJ', lat: 23.02, lng: 72.57 },
    { code: 'NOI', name: 'Noida', state: 'UP', lat: 28.54, lng: 77.39 },
    { code: 'CCU', name: 'Kolkata', state: 'WB', lat: 22.57, lng: 88.36 },
    { code: 'JAI', name: 'Jaipur', state: 'RJ', lat: 26.91, lng: 75.79 },
    { code: 'THN', name: 'Thane', state: 'MH', lat: 19.22, lng: 72.98 },
    { code: 'NMB', name: 'Navi Mumbai', state: 'MH', lat: 19.03, lng: 73.03 },
    { code: 'GZB', name: 'Ghaziabad', state: 'UP', lat: 28.67, lng: 77.45 },
    { code: 'FBD', name: 'Faridabad', state: 'HR', lat: 28.41, lng: 77.32 },
    { code: 'STV', name: 'Surat', state: 'GJ', lat: 21.17, lng: 72.83 },
    { code: 'BDQ', name: 'Vadodara', state: 'GJ', lat: 22.31, lng: 73.18 },
    { code: 'RAJ', name: 'Rajkot', state: 'GJ', lat: 22.3, lng: 70.8 },
    { code: 'GNR', name: 'Gandhinagar', state: 'GJ', lat: 23.22, lng: 72.65 },
    { code: 'NAG', name: 'Nagpur', state: 'MH', lat: 21.15, lng: 79.09 },
    { code: 'LKO', name: 'Lucknow', state: 'UP', lat: 26.85, lng: 80.95 },
    { code: 'CJB', name: 'Coimbatore', state: 'TN', lat: 11.02, lng: 76.96 },
    { code: 'IDR', name: 'Indore', state: 'MP', lat: 22.72, lng: 75.86 },
    { code: 'CHD', name: 'Chandigarh', state: 'CH', lat: 30.73, lng: 76.78 },
    { code: 'KOC', name: 'Kochi', state: 'KL', lat: 9.93, lng: 76.27 },
    { code: 'PAT', name: 'Patna', state: 'BR', lat: 25.59, lng: 85.14, active: false },
    { code: 'GAU', name: 'Guwahati', state: 'AS', lat: 26.14, lng: 91.74, active: false },
  ],
  AE: [
    { code: 'DXB', name: 'Dubai', state: 'DU', lat: 25.2, lng: 55.27 },
    { code: 'AUH', name: 'Abu Dhabi', state: 'AZ', lat: 24.45, lng: 54.38 },
    { code: 'SHJ', name: 'Sharjah', state: 'SH', lat: 25.35, lng: 55.42 },
    { code: 'AJM', name: 'Ajman', state: 'AJ', lat: 25.41, lng: 55.51 },
    { code: 'AAN', name: 'Al Ain', state: 'AZ', lat: 24.21, lng: 55.74 },
    { code: 'RKT', name: 'Ras Al Khaimah', state: 'RK', lat: 25.79, lng: 55.94 },
    { code: 'FJR', name: 'Fujairah', state: 'FU', lat: 25.13, lng: 56.33, active: false },
  ],
  AU: [
    { code: 'SYD', name: 'Sydney', state: 'NSW', lat: -33.87, lng: 151.21 },
    { code: 'MEL', name: 'Melbourne', state: 'VIC', lat: -37.81, lng: 144.96 },
    { code: 'BNE', name: 'Brisbane', state: 'QLD', lat: -27.47, lng: 153.03 },
    { code: 'PER', name: 'Perth', state: 'WA', lat: -31.95, lng: 115.86 },
    { code: 'ADL', name: 'Adelaide', state: 'SA', lat: -34.93, lng: 138.6 },
    { code: 'CBR', name: 'Canberra', state: 'ACT', lat: -35.28, lng: 149.13 },
    { code: 'OOL', name: 'Gold Coast', state: 'QLD', lat: -28.02, lng: 153.4 },
    { code: 'NTL', name: 'Newcastle', state: 'NSW', lat: -32.93, lng: 151.78 },
    { code: 'HBA', name: 'Hobart', state: 'TAS', lat: -42.88, lng: 147.33, active: false },
    { code: 'DRW', name: 'Darwin', state: 'NT', lat: -12.46, lng: 130.84, active: false },
  ],
  TH: [
    { code: 'BKK', name: 'Bangkok', state: 'BKK', lat: 13.76, lng: 100.5 },
    { code: 'NBI', name: 'Nonthaburi', state: 'NBI', lat: 13.86, lng: 100.51 },
    { code: 'SPK', name: 'Samut Prakan', state: 'SPK', lat: 13.6, lng: 100.6 },
    { code: 'CNX', name: 'Chiang Mai', state: 'CMI', lat: 18.79, lng: 98.98 },
    { code: 'PYX', name: 'Pattaya', state: 'CBI', lat: 12.93, lng: 100.88 },
    { code: 'HKT', name: 'Phuket', state: 'PKT', lat: 7.88, lng: 98.39 },
    { code: 'KKC', name: 'Khon Kaen', state: 'KKN', lat: 16.44, lng: 102.83, active: false },
  ],
  KSA: [
    { code: 'RUH', name: 'Riyadh', state: 'RIY', lat: 24.71, lng: 46.68 },
    { code: 'JED', name: 'Jeddah', state: 'MAK', lat: 21.49, lng: 39.19 },
    { code: 'DMM', name: 'Dammam', state: 'EP', lat: 26.43, lng: 50.1 },
    { code: 'MKH', name: 'Makkah', state: 'MAK', lat: 21.39, lng: 39.86 },
    { code: 'KBR', name: 'Al Khobar', state: 'EP', lat: 26.28, lng: 50.21 },
    { code: 'MED', name: 'Madinah', state: 'MED', lat: 24.47, lng: 39.61 },
    { code: 'BUR', name: 'Buraydah', state: 'QAS', lat: 26.33, lng: 43.97, active: false },
    { code: 'AHB', name: 'Abha', state: 'ASR', lat: 18.22, lng: 42.5, active: false },
  ],
  ID: [
    { code: 'JKT', name: 'Jakarta', state: 'JK', lat: -6.21, lng: 106.85 },
    { code: 'SUB', name: 'Surabaya', state: 'JI', lat: -7.25, lng: 112.75 },
    { code: 'BDO', name: 'Bandung', state: 'JB', lat: -6.92, lng: 107.61 },
    { code: 'TNG', name: 'Tangerang', state: 'BT', lat: -6.18, lng: 106.63 },
    { code: 'BKS', name: 'Bekasi', state: 'JB', lat: -6.24, lng: 106.99 },
    { code: 'SRG', name: 'Semarang', state: 'JT', lat: -6.97, lng: 110.42 },
    { code: 'DPS', name: 'Denpasar', state: 'BA', lat: -8.65, lng: 115.22 },
    { code: 'BGR', name: 'Bogor', state: 'JB', lat: -6.6, lng: 106.8, active: false },
  ],
};

/** Operations regions, each a group of city codes; the same for both vehicle types of a country. */
export const SEED_REGIONS: Record<Country, { code: string; name: string; cities: string[] }[]> = {
  IN: [
    { code: 'NORTH', name: 'North', cities: ['DEL', 'GGN', 'NOI', 'GZB', 'FBD', 'JAI', 'LKO', 'CHD'] },
    {
      code: 'WEST',
      name: 'West',
      cities: ['BOM', 'PNQ', 'THN', 'NMB', 'NAG', 'AMD', 'STV', 'BDQ', 'RAJ', 'GNR', 'IDR'],
    },
    { code: 'SOUTH', name: 'South', cities: ['BLR', 'HYD', 'MAA', 'CJB', 'KOC'] },
    { code: 'EAST', name: 'East', cities: ['CCU', 'PAT', 'GAU'] },
  ],
  AE: [
    { code: 'NORTHERN', name: 'Dubai and Northern Emirates', cities: ['DXB', 'SHJ', 'AJM', 'RKT', 'FJR'] },
    { code: 'ABU_DHABI', name: 'Abu Dhabi Emirate', cities: ['AUH', 'AAN'] },
  ],
  AU: [
    { code: 'EAST_COAST', name: 'East Coast', cities: ['SYD', 'NTL', 'BNE', 'OOL', 'CBR'] },
    { code: 'SOUTH', name: 'South', cities: ['MEL', 'ADL', 'HBA'] },
    { code: 'WEST', name: 'West and North', cities: ['PER', 'DRW'] },
  ],
  TH: [
    { code: 'GREATER_BKK', name: 'Greater Bangkok', cities: ['BKK', 'NBI', 'SPK'] },
    { code: 'REGIONAL', name: 'Regional', cities: ['CNX', 'PYX', 'HKT', 'KKC'] },
  ],
  KSA: [
    { code: 'CENTRAL', name: 'Central', cities: ['RUH', 'BUR'] },
    { code: 'WESTERN', name: 'Western', cities: ['JED', 'MKH', 'MED', 'AHB'] },
    { code: 'EASTERN', name: 'Eastern', cities: ['DMM', 'KBR'] },
  ],
  ID: [
    { code: 'JABODETABEK', name: 'Jabodetabek', cities: ['JKT', 'TNG', 'BKS', 'BGR'] },
    { code: 'JAVA_BALI', name: 'Java and Bali', cities: ['BDO', 'SRG', 'SUB', 'DPS'] },
  ],
};

/** [pincode, area] per city. The UAE has no postal codes, so its verticals have none. */
export const SEED_PINCODES: Record<Country, Record<string, [string, string][]>> = {
  IN: {
    DEL: [
      ['110001', 'Connaught Place'],
      ['110020', 'Okhla'],
      ['110037', 'Mahipalpur'],
    ],
    GGN: [
      ['122001', 'Old Gurugram'],
      ['122002', 'DLF Phase 2'],
      ['122018', 'Sohna Road'],
    ],
    NOI: [
      ['201301', 'Sector 18'],
      ['201310', 'Greater Noida'],
    ],
    BOM: [
      ['400050', 'Bandra West'],
      ['400069', 'Andheri East'],
    ],
    NMB: [['400703', 'Vashi']],
    THN: [['400601', 'Thane West']],
    PNQ: [
      ['411014', 'Viman Nagar'],
      ['411057', 'Hinjewadi'],
    ],
    BLR: [
      ['560034', 'Koramangala'],
      ['560066', 'Whitefield'],
      ['560100', 'Electronic City'],
    ],
    HYD: [
      ['500032', 'Gachibowli'],
      ['500081', 'Madhapur'],
    ],
    MAA: [
      ['600032', 'Guindy'],
      ['600096', 'Perungudi'],
    ],
    AMD: [
      ['380015', 'Satellite'],
      ['380054', 'Bodakdev'],
    ],
    CCU: [['700091', 'Salt Lake']],
    JAI: [['302017', 'Malviya Nagar']],
  },
  AE: {},
  AU: {
    SYD: [
      ['2000', 'Sydney CBD'],
      ['2150', 'Parramatta'],
      ['2770', 'Mount Druitt'],
    ],
    MEL: [
      ['3000', 'Melbourne CBD'],
      ['3175', 'Dandenong'],
    ],
    BNE: [
      ['4000', 'Brisbane City'],
      ['4113', 'Eight Mile Plains'],
    ],
    PER: [
      ['6000', 'Perth'],
      ['6107', 'Cannington'],
    ],
    ADL: [['5000', 'Adelaide']],
    CBR: [['2609', 'Fyshwick']],
  },
  TH: {
    BKK: [
      ['10110', 'Khlong Toei'],
      ['10310', 'Huai Khwang'],
      ['10260', 'Bang Na'],
    ],
    NBI: [['11000', 'Mueang Nonthaburi']],
    SPK: [['10540', 'Bang Phli']],
    CNX: [['50200', 'Mueang Chiang Mai']],
    HKT: [['83000', 'Mueang Phuket']],
  },
  KSA: {
    RUH: [
      ['12211', 'Al Olaya'],
      ['13241', 'Al Malqa'],
    ],
    JED: [
      ['23442', 'Al Rawdah'],
      ['22233', 'Al Balad'],
    ],
    DMM: [['32241', 'Al Faisaliyah']],
    KBR: [['34426', 'Al Khobar Al Shamalia']],
  },
  ID: {
    JKT: [
      ['10220', 'Setiabudi'],
      ['12190', 'Kebayoran Baru'],
      ['14240', 'Kelapa Gading'],
    ],
    BDO: [['40135', 'Dago']],
    SUB: [['60271', 'Tegalsari']],
    TNG: [['15810', 'Kelapa Dua']],
    DPS: [['80361', 'Kuta']],
  },
};
