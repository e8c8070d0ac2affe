import { GENDERS, OCCASIONS, PRODUCT_TYPES, type Gender, type Occasion } from '@attar/contracts';
import { useParams } from 'react-router';
import { useProducts } from '@/api/products';
import { shopGenderPath, shopOccasionPath } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DeferredFacetFilters } from '../components/deferred-facet-filters';
import { FilterGroup } from '../components/filter-group';
import { ListingEmptyState } from '../components/listing-empty-state';
import { ListingLayout } from '../components/listing-layout';
import { UnknownListing } from '../components/unknown-listing';
import { GENDER_LABELS, OCCASION_LABELS, PRODUCT_TYPE_LABELS } from '../facets';
import { choiceToParam, LISTING_SORT_ORDERS, matchChoice, readChoice } from '../listing-params';
import { countFacets, FACET_KEYS, facetParams, facetsFor, readFacets } from '../product-facets';
import { useListingParams } from '../use-listing-params';

interface Scope {
  gender?: Gender;
  occasion?: Occasion;
  eyebrow: string;
  title: string;
}

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value: choiceToParam(value), label: labels[value] }));

/** /shop, /shop/gender/:gender and /shop/occasion/:occasion: one listing, optionally scoped by the path. */
export default function ShopPage() {
  const params = useParams();
  if (params.gender !== undefined) {
    const gender = matchChoice(params.gender, GENDERS);
    if (!gender) {
      return (
        <UnknownListing
          title="Nothing to shop here"
          message={`“${params.gender}” is not one of our collections. Shop For Him, For Her or Unisex instead.`}
          backHref="/shop"
          backLabel="View All Products"
          suggestions={GENDERS.map((value) => ({
            href: shopGenderPath(choiceToParam(value)),
            label: GENDER_LABELS[value],
          }))}
        />
      );
    }
    return (
      <ShopListing
        key={gender}
        scope={{ gender, eyebrow: 'Shop by gender', title: GENDER_LABELS[gender] }}
      />
    );
  }
  if (params.occasion !== undefined) {
    const occasion = matchChoice(params.occasion, OCCASIONS);
    if (!occasion) {
      return (
        <UnknownListing
          title="Nothing to shop here"
          message={`“${params.occasion}” is not an occasion we dress for. Choose one of ours instead.`}
          backHref="/shop"
          backLabel="View All Products"
          suggestions={OCCASIONS.map((value) => ({
            href: shopOccasionPath(choiceToParam(value)),
            label: OCCASION_LABELS[value],
          }))}
        />
      );
    }
    return (
      <ShopListing
        key={occasion}
        scope={{ occasion, eyebrow: 'Shop by occasion', title: OCCASION_LABELS[occasion] }}
      />
    );
  }
  return <ShopListing scope={{ eyebrow: 'The collection', title: 'Shop' }} />;
}

function ShopListing({ scope }: { scope: Scope }) {
  useDocumentTitle(
    scope.title === 'Shop' ? 'Shop All Products' : `Shop ${scope.title}`,
    `${scope.title === 'Shop' ? 'Every' : `${scope.title}:`} fragrance, attar, jewelry piece and gift set at Attar House, delivered free across India.`,
  );
  // The path already fixes one facet; the query string narrows by the others.
  const filterKeys = [
    'type',
    ...(scope.gender ? [] : ['gender']),
    ...(scope.occasion ? [] : ['occasion']),
    ...FACET_KEYS,
  ];
  const listing = useListingParams({
    filterKeys,
    sortOrders: LISTING_SORT_ORDERS,
    defaultSort: 'featured',
  });
  const { searchParams } = listing;
  const productType = readChoice(searchParams, 'type', PRODUCT_TYPES);
  const gender = scope.gender ?? readChoice(searchParams, 'gender', GENDERS);
  const occasion = scope.occasion ?? readChoice(searchParams, 'occasion', OCCASIONS);
  const offered = facetsFor(productType);
  const facets = readFacets(searchParams, offered);
  const filterCount =
    [productType, scope.gender ? null : gender, scope.occasion ? null : occasion].filter(Boolean)
      .length + countFacets(facets);
  const query = useProducts({
    ...facetParams(facets),
    page: listing.page - 1,
    size: listing.size,
    sortOrder: listing.sortOrder,
    productType: productType ?? undefined,
    gender: gender ?? undefined,
    occasion: occasion ?? undefined,
  });

  return (
    <ListingLayout
      eyebrow={scope.eyebrow}
      title={scope.title}
      intro="Fragrances, attars, fine jewelry and gift sets, delivered free across India."
      filters={
        <>
          <FilterGroup
            label="Kind"
            options={options(PRODUCT_TYPES, PRODUCT_TYPE_LABELS)}
            selected={productType && choiceToParam(productType)}
            onSelect={(value) => listing.setFilter('type', value)}
          />
          {scope.gender ? null : (
            <FilterGroup
              label="Wearer"
              options={options(GENDERS, GENDER_LABELS)}
              selected={gender && choiceToParam(gender)}
              onSelect={(value) => listing.setFilter('gender', value)}
            />
          )}
          {scope.occasion ? null : (
            <FilterGroup
              label="Occasion"
              options={options(OCCASIONS, OCCASION_LABELS)}
              selected={occasion && choiceToParam(occasion)}
              onSelect={(value) => listing.setFilter('occasion', value)}
            />
          )}
          <DeferredFacetFilters
            offered={offered}
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
          message={
            listing.hasFilters ? undefined : 'New pieces are on their way. Please check back soon.'
          }
          {...(scope.gender || scope.occasion || listing.hasFilters
            ? {}
            : { viewAllHref: '/', viewAllLabel: 'Return to Home' })}
        />
      }
    />
  );
}
