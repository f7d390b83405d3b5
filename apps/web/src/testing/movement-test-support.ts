import {
  inventoryEndpoints,
  movementEndpoints,
  movementLogisticEndpoints,
  type MovementView,
  type OutboxEntry,
} from '@b2c/contracts';
import { answer, type FakeApiHandler } from './fake-api.ts';
import { fakeCar } from './factories.ts';

/** happy-dom's window is 1024 px wide; the panel's tables show from xl (1200 px), its stacked lists below. */
export const setWindowWidth = (width: number) =>
  (window as unknown as { happyDOM: { setViewport: (v: { width: number }) => void } }).happyDOM.setViewport({ width });
export const HAPPY_DOM_WIDTH = 1024;

/**
 * What the movement panel of {@link fakeCar} (apt-10000000042, id 42) reads: the car, its movement `view`
 * and its vendor e-mails as `outbox()` holds them at the time of the call. Other cars get a 404.
 */
export const answerMovementPanel = (view: MovementView, outbox: () => OutboxEntry[] = () => []): FakeApiHandler[] => [
  answer(inventoryEndpoints.get, (c) => (c.params.id === '10000000042' ? { body: fakeCar() } : undefined)),
  answer(movementEndpoints.view, (c) => (c.params.id === 42 ? { body: view } : undefined)),
  answer(movementLogisticEndpoints.outbox, (c) =>
    c.query.get('appointmentId') === '10000000042' ? { body: outbox() } : undefined,
  ),
];
