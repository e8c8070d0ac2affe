import type { Product } from '@attar/contracts';
import { useLocation } from 'react-router';
import { useProducts } from '@/api/products';
import { ProductGrid } from '@/components/product-card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ListingEmptyState } from '../components/listing-empty-state';
import { ListingLayout } from '../components/listing-layout';
import { LISTING_SORT_ORDERS } from '../listing-params';
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
 * The products behind a menu item. The menu hands over the list it fetched; the URL carries
 * the menu type and title too, so a reload or a shared link fetches the list again.
 */
export default function ProductsPage() {
  const location = useLocation();
  const listing = useListingParams({
    filterKeys: [],
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
  // The handed-over list is page 1 in the default order and size. A full list may have more
  // pages, so the API is asked for the page count then; any other view comes from the API.
  const handedOver =
    fromMenu !== null &&
    listing.page === 1 &&
    listing.sortOrder === 'featured' &&
    listing.size === PAGE_SIZE
      ? fromMenu.products
      : null;
  const query = useProducts(
    {
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
  const empty = <ListingEmptyState message="Nothing in this selection yet." />;

  return (
    <ListingLayout
      eyebrow="Collection"
      title={title}
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
