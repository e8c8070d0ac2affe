import { GENDERS, OCCASIONS } from '@attar/contracts';
import { useCategories } from '@/api/categories';
import { useProducts } from '@/api/products';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DeferredFacetFilters } from '../components/deferred-facet-filters';
import { FilterGroup } from '../components/filter-group';
import { ListingEmptyState } from '../components/listing-empty-state';
import { ListingLayout } from '../components/listing-layout';
import { GENDER_LABELS, OCCASION_LABELS } from '../facets';
import { choiceToParam, LISTING_SORT_ORDERS, readChoice } from '../listing-params';
import { countFacets, FACET_KEYS, facetParams, facetsFor, readFacets } from '../product-facets';
import { useListingParams } from '../use-listing-params';

const FILTER_KEYS = ['category', 'gender', 'occasion', ...FACET_KEYS] as const;
const OFFERED = facetsFor('FRAGRANCE');

const genderOptions = GENDERS.map((gender) => ({
  value: choiceToParam(gender),
  label: GENDER_LABELS[gender],
}));
const occasionOptions = OCCASIONS.map((occasion) => ({
  value: choiceToParam(occasion),
  label: OCCASION_LABELS[occasion],
}));

/** /fragrances: every perfume and attar, filtered by kind, wearer, occasion, price, family and notes. */
export default function FragrancesPage() {
  useDocumentTitle(
    'Fragrances',
    'Eau de parfum, Kannauj attars and aged oud from Attar House: filter by family, for him or for her, and occasion.',
  );
  const listing = useListingParams({
    filterKeys: FILTER_KEYS,
    sortOrders: LISTING_SORT_ORDERS,
    defaultSort: 'featured',
  });
  const { searchParams } = listing;
  const gender = readChoice(searchParams, 'gender', GENDERS);
  const occasion = readChoice(searchParams, 'occasion', OCCASIONS);
  const category = searchParams.get('category')?.trim() || null;
  const categories = useCategories();
  const kinds = (categories.data ?? [])
    .filter((entry) => entry.productType === 'FRAGRANCE')
    .map((entry) => ({ value: String(entry.id), label: entry.name }));

  const facets = readFacets(searchParams, OFFERED);
  const filterCount = [category, gender, occasion].filter(Boolean).length + countFacets(facets);

  const query = useProducts({
    ...facetParams(facets),
    page: listing.page - 1,
    size: listing.size,
    sortOrder: listing.sortOrder,
    productType: 'FRAGRANCE',
    category: category ?? undefined,
    gender: gender ?? undefined,
    occasion: occasion ?? undefined,
  });

  return (
    <ListingLayout
      eyebrow="The collection"
      title="Fragrances"
      intro="Modern eau de parfum, attars distilled the Kannauj way, and aged Assam oud."
      filters={
        <>
          {kinds.length > 0 ? (
            <FilterGroup
              label="Kind"
              options={kinds}
              selected={category}
              onSelect={(value) => listing.setFilter('category', value)}
            />
          ) : null}
          <FilterGroup
            label="Wearer"
            options={genderOptions}
            selected={gender && choiceToParam(gender)}
            onSelect={(value) => listing.setFilter('gender', value)}
          />
          <FilterGroup
            label="Occasion"
            options={occasionOptions}
            selected={occasion && choiceToParam(occasion)}
            onSelect={(value) => listing.setFilter('occasion', value)}
          />
          <DeferredFacetFilters
            offered={OFFERED}
            facets={facets}
            setFilter={listing.setFilter}
            setFilters={listing.setFilters}
          />
        </>
      }
      filterCount={filterCount}
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
          viewAllHref="/shop"
        />
      }
    />
  );
}
