import { PRODUCT_TYPES } from '@attar/contracts';
import { useParams } from 'react-router';
import { useProducts } from '@/api/products';
import { collectionPath } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DeferredFacetFilters } from '../components/deferred-facet-filters';
import { FilterGroup } from '../components/filter-group';
import { ListingEmptyState } from '../components/listing-empty-state';
import { ListingLayout } from '../components/listing-layout';
import { UnknownListing } from '../components/unknown-listing';
import { type Collection, COLLECTIONS, findCollection } from '../collections';
import { PRODUCT_TYPE_LABELS } from '../facets';
import { choiceToParam, LISTING_SORT_ORDERS, readChoice } from '../listing-params';
import { countFacets, FACET_KEYS, facetParams, facetsFor, readFacets } from '../product-facets';
import { useListingParams } from '../use-listing-params';

const typeOptions = PRODUCT_TYPES.map((type) => ({
  value: choiceToParam(type),
  label: PRODUCT_TYPE_LABELS[type],
}));

/** /collections/{type}: one collection's products; an unknown type says so and leads back. */
export default function CollectionPage() {
  const { type } = useParams();
  const collection = findCollection(type);
  if (!collection) {
    return (
      <UnknownListing
        title="Collection not found"
        message={`We have no collection called “${type ?? ''}”. Choose one of ours instead.`}
        backHref="/collections"
        backLabel="View All Collections"
        suggestions={COLLECTIONS.slice(0, 3).map((entry) => ({
          href: collectionPath(entry.slug),
          label: entry.title,
        }))}
      />
    );
  }
  return <CollectionListing key={collection.slug} collection={collection} />;
}

function CollectionListing({ collection }: { collection: Collection }) {
  useDocumentTitle(
    collection.title,
    `${collection.title} at Attar House: ${collection.description}`,
  );
  // A collection of one kind (fine jewelry, gift sets) has nothing to narrow by kind.
  const byKind = collection.filter.productType === undefined;
  const listing = useListingParams({
    filterKeys: byKind ? ['type', ...FACET_KEYS] : FACET_KEYS,
    sortOrders: LISTING_SORT_ORDERS,
    defaultSort: 'featured',
  });
  const kind = byKind ? readChoice(listing.searchParams, 'type', PRODUCT_TYPES) : null;
  const offered = facetsFor(collection.filter.productType ?? kind);
  const facets = readFacets(listing.searchParams, offered);
  const query = useProducts({
    ...facetParams(facets),
    page: listing.page - 1,
    size: listing.size,
    sortOrder: listing.sortOrder,
    ...collection.filter,
    ...(kind ? { productType: kind } : {}),
  });

  return (
    <ListingLayout
      eyebrow="Collection"
      title={collection.title}
      intro={collection.description}
      filters={
        <>
          {byKind ? (
            <FilterGroup
              label="Kind"
              options={typeOptions}
              selected={kind && choiceToParam(kind)}
              onSelect={(value) => listing.setFilter('type', value)}
            />
          ) : null}
          <DeferredFacetFilters
            offered={offered}
            facets={facets}
            setFilter={listing.setFilter}
            setFilters={listing.setFilters}
          />
        </>
      }
      filterCount={(kind ? 1 : 0) + countFacets(facets)}
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
        <ListingEmptyState
          onClearFilters={listing.hasFilters ? listing.clearFilters : undefined}
          viewAllHref="/collections"
          viewAllLabel="View All Collections"
        />
      }
    />
  );
}
