import type { BulkOtherType } from '@b2c/contracts';
import type { PreviewSentence } from '@b2c/domain';

const no = (cell: string | undefined) => /^(no|false|0)$/i.test((cell ?? '').trim());
const given = (cell: string | undefined) => (cell ?? '').trim() !== '';
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Issue 29: what the other types' rows do, in words, read from the rows alone (their area's service
 * decides the rest when it applies them): drivers added, updated or made inactive; pickup requests
 * raised and to how many places; numbers put on the DND list; pincodes written, and those made not
 * serviceable (pickups stop there: worth a second look).
 */
export function otherTypeTally(type: BulkOtherType) {
  const counts = new Map<string, number>();
  const places = new Set<string>();
  const bump = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  const n = (key: string) => counts.get(key) ?? 0;
  return {
    add(cells: Record<string, string>) {
      bump('rows');
      if (type === 'DRIVER') {
        bump(given(cells.id) ? 'updated' : 'added');
        if (no(cells.active)) bump('inactive');
      } else if (type === 'PICKUP_REQUEST') places.add((cells.toLocationCode ?? '').trim().toUpperCase());
      else if (type === 'DND') {
        if (given(cells.expiresOn)) bump('ending');
      } else if (no(cells.serviceable)) bump('notServiceable');
    },
    sentences(): PreviewSentence[] {
      const say = (text: string, warning = false) => [{ text, warning }];
      const some = (key: string, text: (count: number) => string, warning = false) =>
        n(key) > 0 ? say(text(n(key)), warning) : [];
      switch (type) {
        case 'DRIVER':
          return [
            ...some('added', (c) => `${plural(c, 'driver is', 'drivers are')} added`),
            ...some('updated', (c) => `${plural(c, 'driver is', 'drivers are')} updated`),
            ...some('inactive', (c) => `${plural(c, 'driver becomes', 'drivers become')} inactive`, true),
          ];
        case 'PICKUP_REQUEST':
          return say(
            `${plural(n('rows'), 'pickup request is', 'pickup requests are')} raised, to ${plural(places.size, 'destination', 'destinations')}`,
          );
        case 'DND':
          return [
            ...say(`${plural(n('rows'), 'mobile number goes', 'mobile numbers go')} on the DND list`),
            ...some('ending', (c) => `${plural(c, 'of them has', 'of them have')} an end date`),
          ];
        case 'PINCODE':
          return [
            ...say(`${plural(n('rows'), 'pincode is', 'pincodes are')} added or updated`),
            ...some(
              'notServiceable',
              (c) => `${plural(c, 'pincode becomes', 'pincodes become')} not serviceable`,
              true,
            ),
          ];
      }
    },
  };
}
