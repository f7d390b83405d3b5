import { openEventStream } from '../../event-stream-reader.ts';
import { a, b, check, headersOf, json } from './drill-support.ts';

const LIVE_MS = 2_000;

/**
 * Issue 29: a price changed through process A reaches a stream open on process B within 2 s (PostgreSQL
 * LISTEN / NOTIFY, one listening connection per process), and a stream of another vertical on B hears nothing.
 */
export async function rowChangeStreamedToOther(admin: string) {
  const h = headersOf(admin, 'IN', 'CAR');
  const onB = await openEventStream(`${b}/api/events`, h);
  const otherVertical = await openEventStream(`${b}/api/events`, headersOf(admin, 'AE', 'CAR'));
  try {
    await onB.next((e) => e.event === 'ready');
    await otherVertical.next((e) => e.event === 'ready');
    const [car] = await json<{ appointmentId: string; listingPrice: string; version: number }[]>(
      await fetch(`${a}/api/inventory?size=1&status=READY_FOR_SALE&published=true`, { headers: h }),
    );
    const sent = Date.now();
    const saved = await fetch(`${a}/api/inventory/apt-${car!.appointmentId}?action=LIST_PRICE`, {
      method: 'POST',
      headers: h,
      body: JSON.stringify({
        listingPrice: Math.round(Number(car!.listingPrice) * 0.98),
        priceChangeReason: 'PRICE_REVISION',
        version: car!.version,
      }),
    });
    const heard = await onB.next(
      (e) => e.event === 'change' && (e.data as { id?: string }).id === car!.appointmentId,
      LIVE_MS,
    );
    const ms = Date.now() - sent;
    check(saved.ok && heard !== undefined && ms < LIVE_MS, `a price changed on A is streamed by B after ${ms} ms`);
    check(
      !otherVertical.events.some((e) => e.event === 'change'),
      'a stream of another vertical on B heard nothing of it',
    );
  } finally {
    onB.close();
    otherVertical.close();
  }
}
