import { useProducts } from '@/api/products';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ListingEmptyState } from '../components/listing-empty-state';
import { ListingLayout } from '../components/listing-layout';
import { LISTING_SORT_ORDERS } from '../listing-params';
import { useListingParams } from '../use-listing-params';

const INTRO =
  'Fragrance and jewelry, boxed and ribboned for weddings, Diwali and every celebration.';

/** /gifting: the gift sets. */
export default function GiftingPage() {
  useDocumentTitle('Gifting', `Gift sets from Attar House. ${INTRO}`);
  const listing = useListingParams({
    filterKeys: [],
    sortOrders: LISTING_SORT_ORDERS,
    defaultSort: 'featured',
  });
  const query = useProducts({
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
      sort={{
        value: listing.sortOrder,
        options: LISTING_SORT_ORDERS,
        onChange: listing.setSortOrder,
      }}
      query={query}
      page={listing.page}
      pageSize={listing.size}
      empty={<ListingEmptyState message="New gift sets are being boxed. Please check back soon." />}
    />
  );
}
