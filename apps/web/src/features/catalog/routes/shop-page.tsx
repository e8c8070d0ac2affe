import { GENDERS, OCCASIONS, type Gender, type Occasion, type SortOrder } from '@attar/contracts';
import { Link, useParams, useSearchParams } from 'react-router';
import { NotFoundView } from '@/components/not-found-view';
import { Container } from '@/components/ui/container';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProducts } from '../api/get-products';
import { PageHeader } from '../components/page-header';
import { EmptyState, ProductResults } from '../components/product-results';
import { SortSelect } from '../components/sort-select';
import { LISTING_PAGE_SIZE, readPageNumber, readSortOrder, withParams } from '../listing-params';

const GENDER_TITLES: Record<Gender, string> = { MEN: 'For Him', WOMEN: 'For Her', UNISEX: 'Unisex' };
const OCCASION_TITLES: Record<Occasion, string> = {
  DAILY: 'Everyday',
  OFFICE: 'Office',
  EVENING: 'Evening',
  FESTIVE: 'Festive',
  WEDDING: 'Wedding',
};

function pick<T extends string>(values: readonly T[], raw: string | undefined): T | null {
  const upper = raw?.toUpperCase();
  return values.find((value) => value === upper) ?? null;
}

interface Filter {
  gender?: Gender;
  occasion?: Occasion;
  eyebrow: string;
  title: string;
}

/** /shop, /shop/gender/:gender and /shop/occasion/:occasion: one listing, optionally filtered. */
export default function ShopPage() {
  const params = useParams();
  let filter: Filter | null = { eyebrow: 'The collection', title: 'Shop' };
  if (params.gender !== undefined) {
    const gender = pick(GENDERS, params.gender);
    filter = gender ? { gender, eyebrow: 'Shop by gender', title: GENDER_TITLES[gender] } : null;
  } else if (params.occasion !== undefined) {
    const occasion = pick(OCCASIONS, params.occasion);
    filter = occasion ? { occasion, eyebrow: 'Shop by occasion', title: OCCASION_TITLES[occasion] } : null;
  }
  if (!filter) return <NotFoundView />;
  return <ShopListing key={`${filter.gender ?? ''}${filter.occasion ?? ''}`} filter={filter} />;
}

function ShopListing({ filter }: { filter: Filter }) {
  useDocumentTitle(filter.title);
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPageNumber(searchParams);
  const sortOrder = readSortOrder(searchParams);
  const query = useProducts({
    page: page - 1,
    size: LISTING_PAGE_SIZE,
    sortOrder,
    gender: filter.gender,
    occasion: filter.occasion,
  });

  const changeSort = (value: SortOrder) =>
    setSearchParams(withParams(searchParams, { sortOrder: value === 'featured' ? null : value, page: null }));

  const total = query.data?.totalElements;
  return (
    <Container className="pb-24">
      <PageHeader
        eyebrow={filter.eyebrow}
        title={filter.title}
        description={total !== undefined ? `${total} ${total === 1 ? 'piece' : 'pieces'}` : undefined}
      />
      <div className="flex flex-wrap items-center justify-end gap-4 py-6">
        <SortSelect value={sortOrder} onChange={changeSort} />
      </div>
      <ProductResults
        query={query}
        page={page}
        empty={
          <EmptyState title="No products found">
            {filter.gender || filter.occasion ? (
              <>
                <p>Nothing here yet.</p>
                <Link to="/shop" className="mt-4 inline-block font-medium text-gold-deep underline underline-offset-4">
                  View All Products
                </Link>
              </>
            ) : (
              <p>New pieces are on their way. Please check back soon.</p>
            )}
          </EmptyState>
        }
      />
    </Container>
  );
}
