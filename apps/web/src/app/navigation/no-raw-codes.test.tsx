import { describe, expect, it } from 'vitest';
import { FEATURES, PERMISSIONS } from '@b2c/domain';
import { allEndpoints, sampleAnswer } from '../../testing/contract-samples.ts';
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
const SAMPLES: FakeApiHandler[] = allEndpoints().flatMap((endpoint) => {
  const sample = sampleAnswer(endpoint);
  return sample ? [answer(endpoint, sample)] : [];
});

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

  it.each(routes.map((r) => [r.path, r] as const))('%s', async (path, route) => {
    fakeApi(...SAMPLES);
    const { Component } = await route.load();
    renderWithProviders(<Component />, {
      url: urlOf(path),
      path,
      auth: fakeAuth(fakeUser({ countries: ['IN'], vehicleTypes: ['CAR'] })),
      access: fakeAccess(),
    });
    const text = await settled();
    expect(text.length).toBeGreaterThan(0);
    expect(rawCodesIn(text)).toEqual([]);
  });
});
