import { type Product, PRODUCT_TYPES, type ProductType } from '@attar/contracts';
import { useLocation } from 'react-router';
import { useCategories } from '@/api/categories';
import { useProducts } from '@/api/products';
import { ProductGrid } from '@/components/product-card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DeferredFacetFilters } from '../components/deferred-facet-filters';
import { ListingEmptyState } from '../components/listing-empty-state';
import { ListingLayout } from '../components/listing-layout';
import { LISTING_SORT_ORDERS, matchChoice } from '../listing-params';
import { countFacets, FACET_KEYS, facetParams, facetsFor, readFacets } from '../product-facets';
import { useListingParams } from '../use-listing-params';

/** The menu bar fetches 24 products; pages here match so page 1 is the same list. */
const PAGE_SIZE = 24;

/**
 * What the menu bar passes along when it opens /products (docs/product.md, "Screens and routes").
 */
interface MenuProductsState {
  products?: unknown;
  menuType?: unknown;
  menuTitle?: unknown;
}

function readState(
  state: unknown,
): { products: Product[]; menuType: string | null; menuTitle: string | null } | null {
  if (!state || typeof state !== 'object') return null;
  const { products, menuType, menuTitle } = state as MenuProductsState;
  if (!Array.isArray(products)) return null;
  return {
    products: products as Product[],
    menuType: typeof menuType === 'string' ? menuType : null,
    menuTitle: typeof menuTitle === 'string' ? menuTitle : null,
  };
}

/** "oud-collection" or "FRAGRANCE" as a heading, for an address that carries no title. */
const titleFromMenuType = (menuType: string) =>
  menuType
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');

/**
 * The kind of product a menu type shows (API's filterForMenuType): a product type itself, or a
 * category slug's type; null for a wearer, an occasion or featured pieces, which mix kinds.
 */
function menuProductType(
  menuType: string | null,
  categories: { slug: string; productType: ProductType }[] | undefined,
): ProductType | null {
  if (!menuType) return null;
  const type = matchChoice(menuType, PRODUCT_TYPES);
  if (type) return type;
  return categories?.find((entry) => entry.slug === menuType.toLowerCase())?.productType ?? null;
}

/**
 * The products behind a menu item. The menu hands over the list it fetched; the URL carries
 * the menu type and title too, so a reload or a shared link fetches the list again.
 */
export default function ProductsPage() {
  const location = useLocation();
  const listing = useListingParams({
    filterKeys: FACET_KEYS,
    sortOrders: LISTING_SORT_ORDERS,
    defaultSort: 'featured',
    defaultSize: PAGE_SIZE,
  });
  const { searchParams } = listing;
  const fromMenu = readState(location.state);
  const menuType = fromMenu?.menuType ?? searchParams.get('menuType')?.trim() ?? null;
  const title =
    fromMenu?.menuTitle ??
    searchParams.get('title')?.trim() ??
    (menuType ? titleFromMenuType(menuType) : 'All Products');
  const categories = useCategories();
  const offered = facetsFor(menuProductType(menuType, categories.data));
  const facets = readFacets(searchParams, offered);
  // The handed-over list is page 1 in the default order and size, unfiltered. A full list may
  // have more pages, so the API is asked for the page count then; any other view comes from the API.
  const handedOver =
    fromMenu !== null &&
    !listing.hasFilters &&
    listing.page === 1 &&
    listing.sortOrder === 'featured' &&
    listing.size === PAGE_SIZE
      ? fromMenu.products
      : null;
  const query = useProducts(
    {
      ...facetParams(facets),
      page: listing.page - 1,
      size: listing.size,
      sortOrder: listing.sortOrder,
      menuType: menuType || undefined,
    },
    { enabled: handedOver === null || handedOver.length >= PAGE_SIZE },
  );
  useDocumentTitle(
    title,
    `${title} at Attar House: premium fragrances and fine jewelry, delivered across India.`,
  );
  const empty = listing.hasFilters ? (
    <ListingEmptyState onClearFilters={listing.clearFilters} />
  ) : (
    <ListingEmptyState message="Nothing in this selection yet." />
  );

  return (
    <ListingLayout
      eyebrow="Collection"
      title={title}
      filters={
        <DeferredFacetFilters
          offered={offered}
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
      empty={empty}
      results={
        handedOver && !query.data ? (
          handedOver.length > 0 ? (
            <ProductGrid products={handedOver} headingLevel={2} />
          ) : (
            empty
          )
        ) : undefined
      }
      total={
        handedOver && !query.data && handedOver.length < PAGE_SIZE ? handedOver.length : undefined
      }
    />
  );
}
