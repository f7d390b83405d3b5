import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTRIES, FEATURES, LABEL_CATALOGUE, PERMISSIONS, VEHICLE_TYPES } from '@b2c/domain';
import { allEndpoints, sampleAnswer, type CodeChoice } from '../../testing/contract-samples.ts';
import { answer, fakeApi, type FakeApiHandler } from '../../testing/fake-api.ts';
import { fakeAccess, fakeAuth, fakeUser } from '../../testing/fake-session.ts';
import { renderWithProviders } from '../../testing/render-with-providers.tsx';
import { FEATURE_MODULES } from '../feature-registry.ts';
import { allRoutes } from './feature-modules.ts';

/**
 * The guard of DESIGN §6 (issue 24, finding 15): every screen of the route table, rendered with an
 * answer made from its contracts (every field filled, every enumeration at a code, instants in UTC),
 * must show no raw code. A new screen or endpoint is covered without anything to add here.
 */

// Keys of the catalogues that are camelCase (a lowercase single word like "inventory" is also a word).
const CAMEL_KEYS = [...FEATURES, ...PERMISSIONS].filter((k) => /[a-z][A-Z]/.test(k));
const RAW_CODES: readonly [string, RegExp][] = [
  ['SNAKE_CASE code', /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/g],
  ['UTC ISO instant', /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})\b/g],
  ['slot code', /\b\d{4}_\d{4}\b/g],
  ['JSON list', /\[\s*"/g],
  ['catalogue key', new RegExp(`\\b(${CAMEL_KEYS.join('|')})\\b`, 'g')],
  ['status number', /\b(400|401|403|404|409|422|500):\s/g],
];

/** What on `text` reads as a code: "SNAKE_CASE code: OWN_TRUCK". */
export const rawCodesIn = (text: string): string[] =>
  RAW_CODES.flatMap(([kind, pattern]) => [...new Set(text.match(pattern) ?? [])].map((m) => `${kind}: ${m}`));

// Every endpoint answers its contract's sample; downloads (no JSON sample) are left unanswered.
const samplesOf = (choice: CodeChoice) =>
  allEndpoints().flatMap((endpoint) => {
    const sample = sampleAnswer(endpoint, choice);
    return sample ? [{ endpoint, sample }] : [];
  });
const handlersOf = (samples: ReturnType<typeof samplesOf>): FakeApiHandler[] =>
  samples.map(({ endpoint, sample }) => answer(endpoint, sample));

/**
 * The one-word capital codes (ALPHANUMERIC, NEW) the word-code answers carry: shown as they are, each is a
 * code, except words people read as words: country and vehicle-type codes (the header's vertical pickers
 * show them by design), capital words of the catalogue's own labels ("PAN card", SPEC's "GAMMA") and the
 * export format.
 */
const SHOWN_AS_CODES = new Set<string>([
  ...COUNTRIES,
  ...VEHICLE_TYPES,
  ...Object.values(LABEL_CATALOGUE).flatMap(({ labels }) =>
    Object.values(labels).flatMap((label) => label.match(/\b[A-Z]{3,}\b/g) ?? []),
  ),
  'CSV',
]);
const wordCodesOf = (value: unknown, found = new Set<string>()): Set<string> => {
  if (typeof value === 'string' && /^[A-Z]{3,}$/.test(value) && !SHOWN_AS_CODES.has(value)) found.add(value);
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => wordCodesOf(v, found));
  return found;
};
const WORD_SAMPLES = samplesOf('word');
const WORD_CODES = wordCodesOf(WORD_SAMPLES.map(({ sample }) => sample));
const wordCodesIn = (text: string): string[] =>
  [...new Set(text.match(/\b[A-Z]{3,}\b/g) ?? [])].filter((w) => WORD_CODES.has(w)).map((w) => `word code: ${w}`);

const PASSES: readonly (readonly [string, FakeApiHandler[], (text: string) => string[]])[] = [
  ['compound codes', handlersOf(samplesOf('compound')), rawCodesIn],
  ['one-word codes', handlersOf(WORD_SAMPLES), (text) => [...rawCodesIn(text), ...wordCodesIn(text)]],
];

const PARAM_SAMPLES: Readonly<Record<string, string>> = {
  inventoryId: '10000000042',
  appointmentId: '10000000042',
};
const urlOf = (path: string) => path.replace(/:([A-Za-z]+)/g, (_, name: string) => PARAM_SAMPLES[name] ?? '1');

/** The screen's text, one text node apart from the next ("Logistics mode" | "OWN_TRUCK"), as a person reads it. */
const screenText = (): string => {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) parts.push(text);
  }
  return parts.join(' | ');
};

/** Waits until the screen stops changing (its queries answered and rendered). */
const settled = async (): Promise<string> => {
  let before = '';
  for (let i = 0; i < 20; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    const now = screenText();
    if (now === before && !document.querySelector('.ant-spin-spinning, .ant-skeleton')) return now;
    before = now;
  }
  return before;
};

const routes = allRoutes(FEATURE_MODULES);

describe('no raw code on any screen', () => {
  // A part drawn only when scrolled near (the dashboard's lower tiles) is drawn at once without an
  // IntersectionObserver, as in a browser without one: every part of a screen is read, not only its top.
  beforeEach(() => vi.stubGlobal('IntersectionObserver', undefined));
  afterEach(() => vi.unstubAllGlobals());

  it('finds the patterns it looks for', () => {
    expect(rawCodesIn('Mode OWN_TRUCK at 2026-11-27T03:14:25.000Z ["OPERATIONS"] bigDealer 0900_1100')).toEqual([
      'SNAKE_CASE code: OWN_TRUCK',
      'UTC ISO instant: 2026-11-27T03:14:25.000Z',
      'slot code: 0900_1100',
      'JSON list: ["',
      'catalogue key: bigDealer',
    ]);
    expect(rawCodesIn('Own truck at 2026-11-27 08:44, Operations, Big Dealer Network, 09:00-11:00')).toEqual([]);
  });

  it.each(
    PASSES.flatMap(([choice, handlers, codesIn]) => routes.map((r) => [r.path, choice, r, handlers, codesIn] as const)),
  )('%s with %s', async (path, _choice, route, handlers, codesIn) => {
    fakeApi(...handlers);
    const { Component } = await route.load();
    renderWithProviders(<Component />, {
      url: urlOf(path),
      path,
      auth: fakeAuth(fakeUser({ countries: ['IN'], vehicleTypes: ['CAR'] })),
      access: fakeAccess(),
    });
    const text = await settled();
    expect(text.length).toBeGreaterThan(0);
    expect(codesIn(text)).toEqual([]);
  });
});
