import { describe, expect, it } from 'vitest';
import { compareWithHeld, type HeldPage } from './held-arrivals.ts';

interface Move {
  id: string;
  car: string;
  note: string;
}

const move = (id: string, car = `car-${id}`, note = ''): Move => ({ id, car, note });
const held: HeldPage<Move> = { request: 'r', rows: [move('1'), move('2'), move('3')], count: 30, mark: 7 };
const compare = (fresh: Move[], count: number | undefined, changed: string[]) =>
  compareWithHeld(
    held,
    { rows: fresh, count },
    new Set(changed),
    (m) => m.id,
    (m) => m.car,
  );

describe('compareWithHeld', () => {
  it('holds back a row another user brought into the page and keeps the rows read, updated in place', () => {
    const out = compare([move('9'), move('1', 'car-1', 'moved'), move('2')], 31, ['car-9', 'car-1']);
    expect(out.count).toBe(1);
    expect(out.rows.map((m) => m.id)).toEqual(['1', '2', '3']);
    expect(out.rows[0]!.note).toBe('moved');
  });

  it('counts arrivals on later pages by the total, never more than the rows others changed elsewhere', () => {
    expect(compare([move('1'), move('2'), move('3')], 33, ['car-40', 'car-41']).count).toBe(2);
    expect(compare([move('1'), move('2'), move('3')], 35, ['car-40']).count).toBe(1);
    // Changes only to rows in view: a grown total is someone else's doing, not an arrival heard of.
    expect(compare([move('1'), move('2'), move('3')], 31, ['car-2']).count).toBe(0);
  });

  it('keeps the page as read while its new rows wait for the total being fetched again', () => {
    const fresh = [move('9'), move('1', 'car-1', 'moved'), move('2')];
    const waiting = compareWithHeld(
      held,
      { rows: fresh, count: 30, countFetching: true },
      new Set(['car-9']),
      (m) => m.id,
      (m) => m.car,
    );
    expect(waiting).toMatchObject({ count: 0, waiting: true });
    expect(waiting.rows.map((m) => m.id)).toEqual(['1', '2', '3']);
    expect(waiting.rows[0]!.note).toBe('moved');
  });

  it('takes a row that only moved up the order (updated elsewhere, the total unchanged) for no arrival', () => {
    const fresh = [move('40'), move('1'), move('2')];
    expect(compare(fresh, 30, ['car-40']).rows).toBe(fresh);
    expect(compare(fresh, 30, ['car-40']).count).toBe(0);
    // A total the API only estimates says nothing: nothing is held back.
    expect(compare(fresh, undefined, ['car-40']).count).toBe(0);
  });

  it('shows the fresh page as it is when nothing arrived: changed rows, rows that left, rows from the next page', () => {
    const fresh = [move('1', 'car-1', 'edited'), move('3'), move('4')];
    const out = compare(fresh, 30, ['car-1', 'car-2']);
    expect(out.count).toBe(0);
    expect(out.rows).toBe(fresh);
  });

  it('does not count a row that moved up from the next page unannounced, nor a new movement of a car in view', () => {
    expect(compare([move('1'), move('2'), move('4')], 30, []).count).toBe(0);
    // A second movement of car-2 is a new row of the grid: held back as one new.
    expect(compare([move('8', 'car-2'), move('1'), move('2')], 31, ['car-2']).count).toBe(1);
  });
});
