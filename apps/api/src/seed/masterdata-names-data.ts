import type { Country, MovementVendor } from '@b2c/domain';

/** Demo names: makes per vehicle type, and per country the streets, dealers, drivers and vendors. */

/** [code, name, active] — makes are shared by every country of a vehicle type. */
export const SEED_MAKES: Record<'CAR' | 'BIKE', [string, string, boolean][]> = {
  CAR: [
    ['MARUTI_SUZUKI', 'Maruti Suzuki', true],
    ['HYUNDAI', 'Hyundai', true],
    ['TATA', 'Tata', true],
    ['MAHINDRA', 'Mahindra', true],
    ['HONDA', 'Honda', true],
    ['TOYOTA', 'Toyota', true],
    ['KIA', 'Kia', true],
    ['RENAULT', 'Renault', true],
    ['VOLKSWAGEN', 'Volkswagen', true],
    ['SKODA', 'Skoda', true],
    ['FORD', 'Ford', true],
    ['NISSAN', 'Nissan', true],
    ['MG', 'MG', true],
    ['BMW', 'BMW', true],
    ['MERCEDES_BENZ', 'Mercedes-Benz', true],
    ['AUDI', 'Audi', true],
    ['MITSUBISHI', 'Mitsubishi', true],
    ['MAZDA', 'Mazda', true],
    ['CHEVROLET', 'Chevrolet', true],
    ['JEEP', 'Jeep', true],
    ['LEXUS', 'Lexus', true],
    ['SUBARU', 'Subaru', true],
    ['ISUZU', 'Isuzu', true],
    ['HOLDEN', 'Holden', false],
    ['DAEWOO', 'Daewoo', false],
  ],
  BIKE: [
    ['HERO', 'Hero', true],
    ['HONDA', 'Honda', true],
    ['BAJAJ', 'Bajaj', true],
    ['TVS', 'TVS', true],
    ['ROYAL_ENFIELD', 'Royal Enfield', true],
    ['YAMAHA', 'Yamaha', true],
    ['SUZUKI', 'Suzuki', true],
    ['KTM', 'KTM', true],
    ['KAWASAKI', 'Kawasaki', true],
    ['HARLEY_DAVIDSON', 'Harley-Davidson', true],
    ['DUCATI', 'Ducati', true],
    ['BMW_MOTORRAD', 'BMW Motorrad', true],
    ['TRIUMPH', 'Triumph', true],
    ['JAWA', 'Jawa', true],
    ['ATHER', 'Ather', true],
    ['OLA_ELECTRIC', 'Ola Electric', true],
    ['BENELLI', 'Benelli', true],
    ['MAHINDRA_2W', 'Mahindra Two Wheelers', false],
  ],
};

export const SEED_STREETS: Record<Country, string[]> = {
  IN: ['MG Road', 'Sohna Road', 'Link Road', 'Station Road', 'Outer Ring Road', 'NH 48 Service Road'],
  AE: ['Sheikh Zayed Road', 'Al Khail Road', 'Emirates Road', 'Al Wahda Street'],
  AU: ['Parramatta Road', 'Princes Highway', 'Pacific Highway', 'Great Eastern Highway'],
  TH: ['Sukhumvit Road', 'Rama IV Road', 'Phahonyothin Road', 'Ratchadaphisek Road'],
  KSA: ['King Fahd Road', 'Prince Sultan Street', 'King Abdulaziz Road', 'Olaya Street'],
  ID: ['Jalan Jenderal Sudirman', 'Jalan Gatot Subroto', 'Jalan TB Simatupang', 'Jalan Ahmad Yani'],
};

export const SEED_DEALERS: Record<Country, string[]> = {
  IN: ['Shree Balaji Motors', 'Sai Automobiles', 'Galaxy Autos', 'Royal Wheels', 'Star Motors', 'Krishna Auto World'],
  AE: ['Al Noor Autos', 'Emirates Wheels', 'Desert Star Motors', 'Gulf Prime Cars'],
  AU: ['Harbour City Motors', 'Southern Cross Autos', 'Coastline Cars', 'Outback Motor Group'],
  TH: ['Siam Auto', 'Chao Phraya Motors', 'Golden Elephant Cars', 'Lanna Autos'],
  KSA: ['Al Jazirah Motors', 'Najd Auto House', 'Red Sea Cars', 'Arabian Wheels'],
  ID: ['Nusantara Motor', 'Garuda Mobil', 'Merdeka Auto', 'Sinar Jaya Motor'],
};

export const SEED_DRIVER_NAMES: Record<Country, { first: string[]; last: string[] }> = {
  IN: {
    first: [
      'Ramesh',
      'Suresh',
      'Amit',
      'Vikas',
      'Sunil',
      'Manoj',
      'Rajesh',
      'Deepak',
      'Arjun',
      'Imran',
      'Gurpreet',
      'Mohan',
    ],
    last: ['Kumar', 'Yadav', 'Singh', 'Sharma', 'Verma', 'Patel', 'Khan', 'Reddy', 'Nair', 'Das'],
  },
  AE: {
    first: [
      'Ahmed',
      'Mohammed',
      'Rashid',
      'Faisal',
      'Omar',
      'Sanjay',
      'Joseph',
      'Bilal',
      'Tariq',
      'Ali',
      'Hassan',
      'Yusuf',
    ],
    last: ['Al Mansoori', 'Khan', 'Thomas', 'Hussain', 'Rahman', 'Pillai', 'Qureshi', 'Saleh'],
  },
  AU: {
    first: ['Jack', 'Oliver', 'Liam', 'Noah', 'Charlotte', 'Mia', 'Lucas', 'Harper', 'Ethan', 'Ava', 'James', 'Chloe'],
    last: ['Smith', 'Jones', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Nguyen', 'Martin'],
  },
  TH: {
    first: [
      'Somchai',
      'Somsak',
      'Anan',
      'Prasert',
      'Niran',
      'Kittisak',
      'Wichai',
      'Chaiwat',
      'Sombat',
      'Thawatchai',
      'Surasak',
      'Pichit',
    ],
    last: ['Saetang', 'Srisuk', 'Chaiyaporn', 'Wongsa', 'Boonmee', 'Thongdee', 'Kaewmanee', 'Rattanakorn'],
  },
  KSA: {
    first: [
      'Abdullah',
      'Fahad',
      'Khalid',
      'Saad',
      'Nasser',
      'Turki',
      'Majed',
      'Sultan',
      'Waleed',
      'Hamad',
      'Ibrahim',
      'Yasser',
    ],
    last: ['Al Harbi', 'Al Otaibi', 'Al Qahtani', 'Al Ghamdi', 'Al Zahrani', 'Al Dosari', 'Al Shehri', 'Al Mutairi'],
  },
  ID: {
    first: ['Budi', 'Agus', 'Joko', 'Slamet', 'Hendra', 'Rudi', 'Eko', 'Dedi', 'Andi', 'Wahyu', 'Bambang', 'Rizky'],
    last: ['Santoso', 'Wijaya', 'Saputra', 'Hidayat', 'Pratama', 'Setiawan', 'Nugroho', 'Kurniawan'],
  },
};

/** Mobile numbers: the country's prefix and how many digits follow it (E.164). */
export const SEED_MOBILE: Record<Country, { prefix: string; digits: number }> = {
  IN: { prefix: '+919', digits: 9 },
  AE: { prefix: '+9715', digits: 8 },
  AU: { prefix: '+614', digits: 8 },
  TH: { prefix: '+668', digits: 8 },
  KSA: { prefix: '+9665', digits: 8 },
  ID: { prefix: '+628', digits: 10 },
};

/** The movement vendors each country works with (SPEC §3 vendors). */
export const SEED_VENDORS: Record<Country, MovementVendor[]> = {
  IN: ['DRIVEU', 'IN_HOUSE', 'ZOFEUR', 'OFFLINE'],
  AE: ['IN_HOUSE', 'OFFLINE', 'LOCUS'],
  AU: ['IN_HOUSE', 'LOCUS', 'C2B'],
  TH: ['IN_HOUSE', 'OFFLINE'],
  KSA: ['IN_HOUSE', 'LOCUS', 'OFFLINE'],
  ID: ['IN_HOUSE', 'OFFLINE'],
};
