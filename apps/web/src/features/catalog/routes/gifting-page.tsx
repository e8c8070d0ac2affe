import { useProducts } from '@/api/products';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DeferredFacetFilters } from '../components/deferred-facet-filters';
import { ListingEmptyState } from '../components/listing-empty-state';
import { ListingLayout } from '../components/listing-layout';
import { LISTING_SORT_ORDERS } from '../listing-params';
import { countFacets, FACET_KEYS, facetParams, facetsFor, readFacets } from '../product-facets';
import { useListingParams } from '../use-listing-params';

const OFFERED = facetsFor('GIFT_SET');

const INTRO =
  'Fragrance and jewelry, boxed and ribboned for weddings, Diwali and every celebration.';

/** /gifting: the gift sets. */
export default function GiftingPage() {
  useDocumentTitle('Gifting', `Gift sets from Attar House. ${INTRO}`);
  const listing = useListingParams({
    filterKeys: FACET_KEYS,
    sortOrders: LISTING_SORT_ORDERS,
    defaultSort: 'featured',
  });
  const facets = readFacets(listing.searchParams, OFFERED);
  const query = useProducts({
    ...facetParams(facets),
    page: listing.page - 1,
    size: listing.size,
    sortOrder: listing.sortOrder,
    productType: 'GIFT_SET',
  });
  return (
    <ListingLayout
      eyebrow="Gifting"
      title="Gift Sets"
      intro={INTRO}
      filters={
        <DeferredFacetFilters
          offered={OFFERED}
          facets={facets}
          setFilter={listing.setFilter}
          setFilters={listing.setFilters}
        />
      }
      filterCount={countFacets(facets)}
      onClearFilters={listing.clearFilters}
      sort={{
        value: listing.sortOrder,
        options: LISTING_SORT_ORDERS,
        onChange: listing.setSortOrder,
      }}
      query={query}
      page={listing.page}
      pageSize={listing.size}
      empty={
        listing.hasFilters ? (
          <ListingEmptyState onClearFilters={listing.clearFilters} />
        ) : (
          <ListingEmptyState message="New gift sets are being boxed. Please check back soon." />
        )
      }
    />
  );
}
