import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  calendarDate,
  type ListFilters,
  oneOf,
  useUrlListParams,
  useUrlSearchListParams,
} from './use-url-list-params';

const COLOURS = ['RED', 'BLUE'] as const;
interface SampleParams {
  page: number;
  size: number;
  search?: string;
  colour?: (typeof COLOURS)[number];
  fromDate?: string;
}
type SampleChanges = Partial<Record<'search' | 'colour' | 'from', string | null>>;

const PAGE_SIZES = [20, 50, 100];
const readSample = (searchParams: URLSearchParams): ListFilters<SampleParams> => ({
  search: searchParams.get('search')?.trim() || undefined,
  colour: oneOf(COLOURS, searchParams.get('colour')),
  fromDate: calendarDate(searchParams.get('from')),
});

function renderList(address: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/start', address]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({
      list: useUrlListParams<SampleParams, SampleChanges>({
        pageSizes: PAGE_SIZES,
        read: readSample,
      }),
      location: useLocation(),
      navigationType: useNavigationType(),
      navigate: useNavigate(),
    }),
    { wrapper },
  );
}

describe('useUrlListParams', () => {
  it('reads page from 1 in the address as page from 0, and size from the allowed list', () => {
    const { result } = renderList('/list?page=3&size=50&search=%20rose%20&colour=RED');
    expect(result.current.list.params).toEqual({
      page: 2,
      size: 50,
      search: 'rose',
      colour: 'RED',
      fromDate: undefined,
    });
    expect(result.current.list.filtered).toBe(true);
  });

  it.each([
    ['/list', 0, 20],
    ['/list?page=0&size=7', 0, 20],
    ['/list?page=-2&size=abc', 0, 20],
    ['/list?page=1.5&size=20.5', 0, 20],
    ['/list?page=1&size=100', 0, 100],
  ])('falls back to the first page and the first size for %s', (address, page, size) => {
    const { result } = renderList(address);
    expect(result.current.list.params.page).toBe(page);
    expect(result.current.list.params.size).toBe(size);
  });

  it('leaves out filters the address holds wrongly and is not filtered then', () => {
    const { result } = renderList('/list?colour=GREEN&from=2026-02-31x&search=%20');
    expect(result.current.list.params.colour).toBeUndefined();
    expect(result.current.list.params.fromDate).toBeUndefined();
    expect(result.current.list.params.search).toBeUndefined();
    expect(result.current.list.filtered).toBe(false);
  });

  it('keeps a real calendar day and drops one that is not a day', () => {
    expect(calendarDate('2026-03-01')).toBe('2026-03-01');
    expect(calendarDate('2026-13-01')).toBeUndefined();
    expect(calendarDate('1 March 2026')).toBeUndefined();
    expect(calendarDate(null)).toBeUndefined();
  });

  it('starts a new filter from the first page and drops a value set to null or empty', () => {
    const { result } = renderList('/list?page=4&size=50&search=rose&colour=RED');
    act(() => result.current.list.setFilters({ colour: 'BLUE', search: null }));
    const address = new URLSearchParams(result.current.location.search);
    expect(address.get('page')).toBeNull();
    expect(address.get('search')).toBeNull();
    expect(address.get('colour')).toBe('BLUE');
    expect(address.get('size')).toBe('50');
    act(() => result.current.list.setFilters({ colour: '' }));
    expect(result.current.location.search).toBe('?size=50');
    expect(result.current.list.filtered).toBe(false);
  });

  it('builds two changes in one event on each other', () => {
    const { result } = renderList('/list?page=2');
    act(() => {
      result.current.list.setFilters({ search: 'oud' });
      result.current.list.setPage(0, 50);
    });
    expect(result.current.location.search).toBe('?search=oud&size=50');
    expect(result.current.list.params).toMatchObject({ page: 0, size: 50, search: 'oud' });
  });

  it('writes the page counted from 1 and keeps the first page and default size out', () => {
    const { result } = renderList('/list?search=oud');
    act(() => result.current.list.setPage(2, 100));
    expect(result.current.location.search).toBe('?search=oud&page=3&size=100');
    act(() => result.current.list.setPage(0, 20));
    expect(result.current.location.search).toBe('?search=oud');
  });

  it('adds a history entry by default and replaces it when asked (typing)', () => {
    const { result } = renderList('/list');
    act(() => result.current.list.setFilters({ search: 'r' }, true));
    expect(result.current.navigationType).toBe('REPLACE');
    act(() => result.current.list.setFilters({ colour: 'RED' }));
    expect(result.current.navigationType).toBe('PUSH');
    act(() => result.current.list.setPage(1, 20, true));
    expect(result.current.navigationType).toBe('REPLACE');
    expect(result.current.location.search).toBe('?search=r&colour=RED&page=2');

    // Back leaves the pushed filter; the replaced search stayed on the entry before it.
    act(() => void result.current.navigate(-1));
    expect(result.current.location.search).toBe('?search=r');
    act(() => void result.current.navigate(-1));
    expect(result.current.location.pathname).toBe('/start');
  });
});

describe('useUrlListParams with a prefix', () => {
  it("reads and writes only its own prefixed keys, leaving the other list's alone", () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/list?a-search=rose&a-page=2&b-search=oud&b-page=5']}>
        {children}
      </MemoryRouter>
    );
    const { result } = renderHook(
      () => ({
        list: useUrlListParams<SampleParams, SampleChanges>({
          pageSizes: PAGE_SIZES,
          read: readSample,
          prefix: 'b-',
        }),
        location: useLocation(),
      }),
      { wrapper },
    );
    expect(result.current.list.params).toMatchObject({ page: 4, size: 20, search: 'oud' });
    act(() => {
      result.current.list.setFilters({ colour: 'RED' });
      result.current.list.setPage(0, 50);
    });
    expect(result.current.location.search).toBe(
      '?a-search=rose&a-page=2&b-search=oud&b-colour=RED&b-size=50',
    );
  });
});

describe('useUrlSearchListParams', () => {
  function renderSearchList(address: string) {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
    );
    return renderHook(
      () => ({
        list: useUrlSearchListParams([10, 20]),
        location: useLocation(),
        navigationType: useNavigationType(),
      }),
      { wrapper },
    );
  }

  it('reads the search, page and size, with an empty search when none is set', () => {
    expect(
      renderSearchList('/list?search=%20oud%20&page=2&size=20').result.current.list,
    ).toMatchObject({ search: 'oud', page: 1, size: 20 });
    expect(renderSearchList('/list?size=30').result.current.list).toMatchObject({
      search: '',
      page: 0,
      size: 10,
    });
  });

  it('replaces the entry for a new search and starts it from the first page', () => {
    const { result } = renderSearchList('/list?page=3&size=20');
    act(() => result.current.list.setSearch('  rose '));
    expect(result.current.location.search).toBe('?size=20&search=rose');
    expect(result.current.navigationType).toBe('REPLACE');
    act(() => result.current.list.setSearch(' '));
    expect(result.current.location.search).toBe('?size=20');
  });
});
