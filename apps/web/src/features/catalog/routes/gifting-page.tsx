import { useProducts } from '@/api/products';
import { formatMoney } from '@/lib/format-money';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DeferredFacetFilters } from '../components/deferred-facet-filters';
import { GIFT_BUDGETS, GiftsByBudget } from '../components/gifts-by-budget';
import { ListingEmptyState } from '../components/listing-empty-state';
import { ListingLayout } from '../components/listing-layout';
import { LISTING_SORT_ORDERS } from '../listing-params';
import { countFacets, FACET_KEYS, facetParams, facetsFor, readFacets } from '../product-facets';
import { useListingParams } from '../use-listing-params';

const OFFERED = facetsFor('GIFT_SET');

const INTRO =
  'Fragrance and jewelry, boxed and ribboned for weddings, Diwali and every celebration.';

/** "₹2,000, ₹5,000 and ₹10,000". */
const BUDGETS_TEXT = `${GIFT_BUDGETS.slice(0, -1).map(formatMoney).join(', ')} and ${formatMoney(GIFT_BUDGETS.at(-1)!)}`;

/**
 * /gifting: the gift sets, a listing with its filters, sort and pages; then gifts by budget, pieces
 * of any kind under ₹2,000, ₹5,000 and ₹10,000.
 */
export default function GiftingPage() {
  useDocumentTitle(
    'Gifting',
    `Gift sets and gifts under ${BUDGETS_TEXT} from Attar House. ${INTRO}`,
  );
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
    <>
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
      <GiftsByBudget />
    </>
  );
}
