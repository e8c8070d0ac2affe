import { Search } from 'lucide-react';
import { type FormEvent, lazy, type ReactNode, Suspense, useId } from 'react';
import { useSearchProducts } from '@/api/products';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useAfterIdle } from '@/lib/use-after-idle';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DeferredFacetFilters } from '../components/deferred-facet-filters';
import { ListingEmptyState } from '../components/listing-empty-state';
import { ListingLayout } from '../components/listing-layout';
import { EmptyState } from '../components/product-results';
import type { SearchExtrasProps } from '../components/search-extras';
import { SEARCH_SORT_ORDERS, withParams } from '../listing-params';
import { countFacets, FACET_KEYS, facetParams, facetsFor, readFacets } from '../product-facets';
import { useListingParams } from '../use-listing-params';

const OFFERED = facetsFor(null);
// Not on the first screen: the chips once the page is idle (the API applies the words' filters,
// so the results do not wait for them), the way on from an empty search, and the prompt of a
// search page opened with nothing to search for.
const SearchExtras = lazy(() => import('../components/search-extras'));
/**
 * A part of the extras once the page is idle, `fallback` until then: never drawn by the server,
 * so that hydration never meets a lazy part the server could not finish.
 */
const extras = (idle: boolean, props: SearchExtrasProps, fallback: ReactNode = null) =>
  idle ? (
    <Suspense fallback={fallback}>
      <SearchExtras {...props} />
    </Suspense>
  ) : (
    fallback
  );

/**
 * /search?q=: best match first (docs/product.md, "Search") unless the shopper picks another
 * order. Words that name a filter ("for women", "under 5000") apply it (the API reads them) and
 * show as chips; the filters chosen on the page win over them.
 */
export default function SearchPage() {
  const listing = useListingParams({
    filterKeys: FACET_KEYS,
    sortOrders: SEARCH_SORT_ORDERS,
    defaultSort: 'relevance',
  });
  const { searchParams } = listing;
  const keyword = (searchParams.get('q') ?? '').trim();
  const facets = readFacets(searchParams, OFFERED);
  const query = useSearchProducts({
    ...facetParams(facets),
    keyword,
    page: listing.page - 1,
    size: listing.size,
    // Left out for best match: the API's default order for a search.
    sortOrder: listing.sortOrder === 'relevance' ? undefined : listing.sortOrder,
  });
  const inputId = useId();
  const afterIdle = useAfterIdle();
  useDocumentTitle(
    keyword ? `Search: ${keyword}` : 'Search',
    keyword
      ? `Fragrances and jewelry at Attar House matching “${keyword}”.`
      : 'Search Attar House for fragrances and fine jewelry.',
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    // A new search starts at page 1 in best-match order; the page size stays.
    if (text)
      listing.setSearchParams(
        withParams(new URLSearchParams(), { q: text, size: searchParams.get('size') }),
      );
  };

  return (
    <ListingLayout
      eyebrow="Search"
      title={keyword ? `Results for “${keyword}”` : 'Search'}
      headerContent={
        <>
          <form
            role="search"
            aria-label="Search again"
            onSubmit={submit}
            className="mt-6 flex max-w-xl gap-2"
          >
            <label htmlFor={inputId} className="sr-only">
              Search products
            </label>
            <Input
              key={keyword}
              id={inputId}
              name="q"
              type="search"
              defaultValue={keyword}
              placeholder="Search fragrances and jewelry"
              maxLength={100}
              enterKeyHint="search"
            />
            <Button type="submit" aria-label="Search">
              <Search className="size-4" aria-hidden="true" />
              <span className="hidden sm:inline">Search</span>
            </Button>
          </form>
          {extras(afterIdle, { part: 'chips', keyword })}
        </>
      }
      filters={
        keyword ? (
          <DeferredFacetFilters
            offered={OFFERED}
            facets={facets}
            setFilter={listing.setFilter}
            setFilters={listing.setFilters}
          />
        ) : undefined
      }
      filterCount={countFacets(facets)}
      onClearFilters={listing.clearFilters}
      sort={{
        value: listing.sortOrder,
        options: SEARCH_SORT_ORDERS,
        onChange: listing.setSortOrder,
      }}
      query={query}
      page={listing.page}
      pageSize={listing.size}
      empty={
        listing.hasFilters ? (
          <ListingEmptyState onClearFilters={listing.clearFilters} />
        ) : (
          extras(
            afterIdle,
            { part: 'no-results', keyword },
            <EmptyState title="No products found" />,
          )
        )
      }
      results={keyword ? undefined : extras(afterIdle, { part: 'prompt', keyword })}
    />
  );
}
