import { describe, it, expect } from 'vitest';
import {
  PENDING_ACTION_DECISIONS,
  PENDING_ACTION_FILTER_GROUPS,
  PENDING_ACTION_FILTER_GROUP_LABELS,
  PENDING_ACTION_TYPES,
  PRICE_CHANGE_REASONS,
  filterGroupCriteria,
  listingChangeOf,
  matchesFilterGroup,
} from './pending-actions.ts';

describe('pending-action enumerations', () => {
  it("match SPEC, plus issue 28's missing-car report", () => {
    expect(PENDING_ACTION_TYPES).toEqual([
      'OFFER_PRICE_UPDATE',
      'LISTING_PRICE_UPDATE',
      'PUBLISH_STATUS_UPDATE',
      'MARK_MISSING',
    ]);
    expect(PENDING_ACTION_DECISIONS).toEqual(['APPROVE', 'MODIFY', 'REJECT']);
    expect(PRICE_CHANGE_REASONS).toHaveLength(5);
    expect(PENDING_ACTION_FILTER_GROUPS.map((g) => PENDING_ACTION_FILTER_GROUP_LABELS[g])).toEqual([
      'Offer Price',
      'Price Revision',
      'Listing Price',
      'Delisting',
      'Relisting',
    ]);
  });
});

describe('filter groups', () => {
  it('maps each group to type and sub-reasons', () => {
    expect(filterGroupCriteria('OFFER_PRICE')).toEqual({ type: 'OFFER_PRICE_UPDATE', subReasons: null });
    expect(filterGroupCriteria('PRICE_REVISION')).toEqual({
      type: 'LISTING_PRICE_UPDATE',
      subReasons: ['PRICE_REVISION'],
    });
    expect(filterGroupCriteria('LISTING_PRICE')).toEqual({
      type: 'LISTING_PRICE_UPDATE',
      subReasons: ['INITIAL_PRICE_UPDATE'],
    });
    expect(filterGroupCriteria('DELISTING')).toEqual({
      type: 'PUBLISH_STATUS_UPDATE',
      subReasons: ['UNPUBLISH', 'PERMANENT_DELISTING'],
    });
    expect(filterGroupCriteria('RELISTING')).toEqual({ type: 'PUBLISH_STATUS_UPDATE', subReasons: ['PUBLISH'] });
  });

  it('matches actions against a group', () => {
    expect(matchesFilterGroup('OFFER_PRICE', { type: 'OFFER_PRICE_UPDATE', subReason: null })).toBe(true);
    expect(matchesFilterGroup('DELISTING', { type: 'PUBLISH_STATUS_UPDATE', subReason: 'PERMANENT_DELISTING' })).toBe(
      true,
    );
    expect(matchesFilterGroup('DELISTING', { type: 'PUBLISH_STATUS_UPDATE', subReason: 'PUBLISH' })).toBe(false);
    expect(matchesFilterGroup('RELISTING', { type: 'PUBLISH_STATUS_UPDATE', subReason: null })).toBe(false);
    expect(matchesFilterGroup('PRICE_REVISION', { type: 'OFFER_PRICE_UPDATE', subReason: 'PRICE_REVISION' })).toBe(
      false,
    );
  });

  it('puts every publish-status sub-reason in exactly one group', () => {
    for (const subReason of ['PUBLISH', 'UNPUBLISH', 'PERMANENT_DELISTING'] as const) {
      const groups = PENDING_ACTION_FILTER_GROUPS.filter((g) =>
        matchesFilterGroup(g, { type: 'PUBLISH_STATUS_UPDATE', subReason }),
      );
      expect(groups).toHaveLength(1);
    }
  });
});

describe('listingChangeOf', () => {
  it('tells temporary from permanent delisting', () => {
    expect(listingChangeOf('UNPUBLISH')).toBe('TEMPORARY_DELISTING');
    expect(listingChangeOf('PERMANENT_DELISTING')).toBe('PERMANENT_DELISTING');
    expect(listingChangeOf('PUBLISH')).toBe('RELISTING');
    expect(listingChangeOf('PRICE_REVISION')).toBeNull();
  });
});
