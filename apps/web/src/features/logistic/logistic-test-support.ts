import type { Movement, MovementView } from '@b2c/contracts';

/** An open movement as the API answers it; tests override what they exercise. */
export const fakeMovement = (patch: Partial<Movement> = {}): Movement => ({
  id: 7,
  inventoryId: 42,
  appointmentId: '10000000042',
  movementType: 'STOCK_TRANSFER',
  phase: 'WAITING',
  status: 'PENDING',
  complete: false,
  fromLocationCode: 'DEL-HUB',
  toLocationCode: 'GGN-YARD',
  nextHopLocationCode: null,
  requestType: 'INTERNAL',
  pickupOption: 'DROP_AT_HUB',
  externalPickup: false,
  externalDelivery: false,
  externalMovement: false,
  logistic: {
    vendor: 'DRIVEU',
    logisticsMode: null,
    driverName: null,
    driverMobile: null,
    driverEmail: null,
    locusTeamId: null,
    requestedPickupTime: '2025-11-02T03:30:00.000Z',
    requestedPickupDate: '2025-11-02',
    slot: '0900_1100',
    slotFrom: '09:00',
    slotTo: '11:00',
  },
  tags: [],
  remarks: null,
  tripStartedAt: null,
  tripEndedAt: null,
  closedAt: null,
  createdAt: '2025-11-01T06:00:00.000Z',
  createdBy: 'admin',
  updatedAt: '2025-11-01T06:00:00.000Z',
  updatedBy: 'admin',
  version: 5,
  ...patch,
});

export const fakeView = (patch: Partial<MovementView> = {}): MovementView => ({
  movement: fakeMovement(),
  history: [],
  inventory: {
    id: 42,
    appointmentId: '10000000042',
    registrationNumber: 'MH12AB1234',
    chassisNumber: 'CH123',
    locationCode: 'DEL-HUB',
    lastLocationCode: null,
    locationStatus: 'PENDING',
    movementActive: true,
    version: 3,
  },
  allowedActions: [],
  legalActions: [],
  ...patch,
});

/** happy-dom's window is 1024 px wide; the panel's tables show from xl (1200 px), its stacked lists below. */
export const setWindowWidth = (width: number) =>
  (window as unknown as { happyDOM: { setViewport: (v: { width: number }) => void } }).happyDOM.setViewport({ width });
export const HAPPY_DOM_WIDTH = 1024;
