import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';
import { FEATURES } from './features.ts';
import { featureLabel, groupLabel, LABEL_CATALOGUE, permissionLabel, wordsOfCode } from './label-catalogue.ts';
import { NOT_SHOWN } from './label-not-shown.ts';
import { PERMISSIONS } from './permissions.ts';

// A raw code as the screens must never show it: SNAKE_CASE, or a camelCase key.
const RAW = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$|^[a-z]+[A-Z][A-Za-z0-9]*$/;

/** Every list of strings the domain exports under a CONSTANT_NAME: its enumerations. */
const exportedLists = Object.entries(domain as Record<string, unknown>).filter(
  ([name, value]) =>
    /^[A-Z][A-Z0-9_]*$/.test(name) && Array.isArray(value) && value.every((v) => typeof v === 'string'),
);

describe('the label catalogue', () => {
  it('holds every enumeration the domain exports, or says why it is never shown', () => {
    const missing = exportedLists.map(([name]) => name).filter((name) => !LABEL_CATALOGUE[name] && !NOT_SHOWN[name]);
    expect(missing).toEqual([]);
  });

  it('gives every value of every list words, never the code itself', () => {
    const problems = Object.entries(LABEL_CATALOGUE).flatMap(([name, list]) =>
      list.values.flatMap((value) => {
        const label = list.labels[value];
        if (!label || !label.trim()) return [`${name}.${value}: no label`];
        return RAW.test(label) ? [`${name}.${value}: "${label}" is a code`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('words every permission and feature key', () => {
    expect(PERMISSIONS.filter((p) => RAW.test(permissionLabel(p)))).toEqual([]);
    expect(FEATURES.filter((f) => RAW.test(featureLabel(f)))).toEqual([]);
    expect(permissionLabel('MANAGE_USERS')).toBe('Manage users');
    expect(featureLabel('bigDealer')).toBe('Big Dealer Network');
    expect(groupLabel('CC_ADMIN')).toBe('CC admin');
    expect(groupLabel('CLEANING_STAFF')).toBe('Cleaning Staff');
    expect(groupLabel('Night shift')).toBe('Night shift');
  });

  it('words codes without a table of their own', () => {
    expect(wordsOfCode('IN_WORKSHOP')).toBe('In Workshop');
    expect(wordsOfCode('closedAt')).toBe('Closed at');
    expect(wordsOfCode('tripEndedAt')).toBe('Trip ended at');
  });
});
