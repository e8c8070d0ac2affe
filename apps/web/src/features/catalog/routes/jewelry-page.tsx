import { useCategories } from '@/api/categories';
import { useProducts } from '@/api/products';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DeferredFacetFilters } from '../components/deferred-facet-filters';
import { FilterGroup } from '../components/filter-group';
import { ListingEmptyState } from '../components/listing-empty-state';
import { ListingLayout } from '../components/listing-layout';
import { LISTING_SORT_ORDERS } from '../listing-params';
import { countFacets, FACET_KEYS, facetParams, facetsFor, readFacets } from '../product-facets';
import { useListingParams } from '../use-listing-params';

const FILTER_KEYS = ['category', ...FACET_KEYS] as const;
const INTRO =
  'Polki, kundan and diamonds in 18 and 22 karat gold, made by karigars in Jaipur and Hyderabad.';

/**
 * /jewelry?category={categoryId}. The home page's category tiles link here with any category,
 * a fragrance or gift one too: then that category's products show, under its own name, rather
 * than an empty jewelry list.
 */
export default function JewelryPage() {
  const listing = useListingParams({
    filterKeys: FILTER_KEYS,
    sortOrders: LISTING_SORT_ORDERS,
    defaultSort: 'featured',
  });
  const category = listing.searchParams.get('category')?.trim() || null;
  const categories = useCategories();
  const jewelryCategories = (categories.data ?? []).filter(
    (entry) => entry.productType === 'JEWELRY',
  );
  const chosen = category
    ? categories.data?.find(
        (entry) => String(entry.id) === category || entry.slug === category.toLowerCase(),
      )
    : undefined;
  const unknownCategory = category !== null && categories.isSuccess && !chosen;
  const title = chosen?.name ?? 'Jewelry';
  // A category of another kind, reached from a home tile, is filtered as what it holds.
  const offered = facetsFor(chosen ? chosen.productType : 'JEWELRY');
  const facets = readFacets(listing.searchParams, offered);
  useDocumentTitle(title, chosen?.description || INTRO);

  const query = useProducts(
    {
      ...facetParams(facets),
      page: listing.page - 1,
      size: listing.size,
      sortOrder: listing.sortOrder,
      // A chosen category decides alone, whatever its product type.
      ...(category ? { category } : { productType: 'JEWELRY' as const }),
    },
    { enabled: !unknownCategory },
  );

  const options = jewelryCategories.map((entry) => ({
    value: String(entry.id),
    label: entry.name,
  }));
  // A category of another kind, reached from a home tile, still shows as the chosen chip, first
  // so that a phone's sideways-scrolling row does not hide it.
  if (chosen && chosen.productType !== 'JEWELRY')
    options.unshift({ value: String(chosen.id), label: chosen.name });

  return (
    <ListingLayout
      eyebrow={chosen && chosen.productType !== 'JEWELRY' ? 'Category' : 'Fine jewelry'}
      title={title}
      intro={chosen?.description || INTRO}
      filters={
        <>
          {options.length > 0 ? (
            <FilterGroup
              label="Category"
              options={options}
              selected={chosen ? String(chosen.id) : null}
              onSelect={(value) => listing.setFilter('category', value)}
              allLabel="All jewelry"
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
      filterCount={(chosen ? 1 : 0) + countFacets(facets)}
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
          viewAllLabel="View All Products"
        />
      }
      results={
        unknownCategory ? (
          <ListingEmptyState
            message="We could not find that category. It may have been renamed or removed."
            onClearFilters={listing.clearFilters}
            viewAllHref="/shop"
          />
        ) : undefined
      }
      total={unknownCategory ? 0 : undefined}
    />
  );
}
