/**
 * The scratch database and statements of the two embedded-wire benches (pglite-wire-cost.ts,
 * pglite-wire-socket.ts): 100,000 cars with the grid's and the lookup's indexes.
 */
export const SCRATCH_SCHEMA = `
  create table car (id bigserial primary key, registration text not null, updated_at timestamptz not null,
    status text not null, price int, payload jsonb);
  insert into car (registration, updated_at, status, price, payload)
    select 'REG' || g, now() - g * interval '1 minute', case when g % 3 = 0 then 'READY' else 'OTHER' end,
      g * 10, jsonb_build_object('make', 'Make ' || g % 40, 'model', 'Model ' || g % 400, 'km', g % 90000)
    from generate_series(1, 100000) g;
  create unique index car_registration on car (registration);
  create index car_status_updated on car (status, updated_at desc);
  analyze car;`;

/** The i-th run's SQL text and values of each statement, the API's lookup and grid page in shape. */
export const WIRE_STATEMENTS: Record<'lookup' | 'grid', (i: number) => [string, string[]]> = {
  lookup: (i) => ['select * from car where registration = $1 limit 10', [`REG${(i % 99_999) + 1}`]],
  grid: (i) => [
    'select * from car where status = $1 order by updated_at desc limit 30 offset $2',
    ['READY', String((i % 10) * 30)],
  ],
};
