import type { Product } from '@attar/contracts';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ProductGrid } from '@/components/product-card';
import { Container } from '@/components/ui/container';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProducts } from '../api/get-products';
import { PageHeader } from '../components/page-header';
import { EmptyState, ProductResults } from '../components/product-results';
import { readPageNumber } from '../listing-params';

/** The menu bar fetches 24 products; pages here match so page 1 is the same list. */
const PAGE_SIZE = 24;

/** What the menu bar passes along when it opens /products (spec section 2). */
interface MenuProductsState {
  products?: unknown;
  menuType?: unknown;
  menuTitle?: unknown;
}

function readState(state: unknown): { products: Product[]; menuType: string | null; menuTitle: string | null } | null {
  if (!state || typeof state !== 'object') return null;
  const { products, menuType, menuTitle } = state as MenuProductsState;
  if (!Array.isArray(products)) return null;
  return {
    products: products as Product[],
    menuType: typeof menuType === 'string' ? menuType : null,
    menuTitle: typeof menuTitle === 'string' ? menuTitle : null,
  };
}

const noProducts = (
  <EmptyState title="No products found">
    <p>Nothing in this selection yet.</p>
    <Link to="/shop" className="mt-4 inline-block font-medium text-gold-deep underline underline-offset-4">
      View All Products
    </Link>
  </EmptyState>
);

/**
 * The products behind a menu item. The menu hands over the list it fetched; the URL carries
 * the menu type and title too, so a reload or a shared link fetches the list again.
 */
export default function ProductsPage() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const fromMenu = readState(location.state);
  const menuType = fromMenu?.menuType ?? searchParams.get('menuType');
  const title = fromMenu?.menuTitle ?? searchParams.get('title') ?? (menuType ? menuType : 'Products');
  const page = readPageNumber(searchParams);
  // The handed-over list is page 1. A full list may have more pages, so the API is asked for
  // the page count then; other pages, or no list at all, come from the API.
  const handedOver = fromMenu !== null && page === 1 ? fromMenu.products : null;
  const query = useProducts(
    { page: page - 1, size: PAGE_SIZE, menuType: menuType ?? undefined },
    { enabled: handedOver === null || handedOver.length >= PAGE_SIZE },
  );
  useDocumentTitle(title);

  return (
    <Container className="pb-24">
      <PageHeader eyebrow="Collection" title={title} />
      <div className="pt-10">
        {handedOver && !query.data ? (
          handedOver.length > 0 ? (
            <ProductGrid products={handedOver} />
          ) : (
            noProducts
          )
        ) : (
          <ProductResults query={query} page={page} empty={noProducts} />
        )}
      </div>
    </Container>
  );
}
