import { describe, expect, it } from 'vitest';
import {
  hasAnyFilter,
  LISTING_SORT_ORDERS,
  readChoice,
  readPageNumber,
  readPageSize,
  readSortOrder,
  SEARCH_SORT_ORDERS,
  withFilter,
  withoutFilters,
  withSortOrder,
} from './listing-params';

const params = (query: string) => new URLSearchParams(query);

describe('listing URL state', () => {
  it('reads the page from 1, treating anything else as the first page', () => {
    expect(readPageNumber(params('page=3'))).toBe(3);
    for (const raw of ['', 'page=0', 'page=-2', 'page=2.5', 'page=abc', 'page=1e1x']) {
      expect(readPageNumber(params(raw))).toBe(1);
    }
  });

  it('reads a page size in bounds and falls back otherwise', () => {
    expect(readPageSize(params('size=4'))).toBe(4);
    expect(readPageSize(params('size=0'))).toBe(12);
    expect(readPageSize(params('size=500'))).toBe(12);
    expect(readPageSize(params('size=x'), 24)).toBe(24);
  });

  it('reads a known sort order and falls back to the listing default', () => {
    expect(readSortOrder(params('sortOrder=price_asc'), LISTING_SORT_ORDERS, 'featured')).toBe(
      'price_asc',
    );
    expect(readSortOrder(params('sortOrder=cheapest'), LISTING_SORT_ORDERS, 'featured')).toBe(
      'featured',
    );
    // Best match is a search order only.
    expect(readSortOrder(params('sortOrder=relevance'), LISTING_SORT_ORDERS, 'featured')).toBe(
      'featured',
    );
    expect(readSortOrder(params(''), SEARCH_SORT_ORDERS, 'relevance')).toBe('relevance');
  });

  it('reads a choice without regard to case and ignores unknown values', () => {
    expect(readChoice(params('gender=women'), 'gender', ['MEN', 'WOMEN'] as const)).toBe('WOMEN');
    expect(readChoice(params('type=gift-set'), 'type', ['GIFT_SET'] as const)).toBe('GIFT_SET');
    expect(readChoice(params('gender=robots'), 'gender', ['MEN', 'WOMEN'] as const)).toBeNull();
  });

  it('goes back to page 1 when a filter or the sort order changes, keeping the rest', () => {
    const start = params('gender=men&page=3&size=6&sortOrder=newest');
    expect(withFilter(start, 'gender', 'women').toString()).toBe(
      'gender=women&size=6&sortOrder=newest',
    );
    expect(withFilter(start, 'gender', null).toString()).toBe('size=6&sortOrder=newest');
    expect(withSortOrder(start, 'price_desc', 'featured').toString()).toBe(
      'gender=men&size=6&sortOrder=price_desc',
    );
    // The default order is left out of the address.
    expect(withSortOrder(start, 'featured', 'featured').toString()).toBe('gender=men&size=6');
  });

  it('clears only the listed filters', () => {
    const start = params('q=oud&gender=men&occasion=festive&page=2&sortOrder=newest');
    const cleared = withoutFilters(start, ['gender', 'occasion']);
    expect(cleared.toString()).toBe('q=oud&sortOrder=newest');
    expect(hasAnyFilter(start, ['gender'])).toBe(true);
    expect(hasAnyFilter(cleared, ['gender', 'occasion'])).toBe(false);
  });
});
