import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Input } from '@/components/ui/input';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSearchProducts } from '../api/search-products';
import { PageHeader } from '../components/page-header';
import { EmptyState, ProductResults } from '../components/product-results';
import { LISTING_PAGE_SIZE, readPageNumber } from '../listing-params';

export default function SearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const keyword = (searchParams.get('q') ?? '').trim();
  const page = readPageNumber(searchParams);
  const query = useSearchProducts({ keyword, page: page - 1, size: LISTING_PAGE_SIZE });
  const inputId = useId();
  useDocumentTitle(keyword ? `Search: ${keyword}` : 'Search');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (text) setSearchParams({ q: text });
  };

  const total = keyword && query.data ? query.data.totalElements : undefined;
  return (
    <Container className="pb-24">
      <PageHeader
        eyebrow="Search"
        title={keyword ? `Results for “${keyword}”` : 'Search'}
        description={total !== undefined ? `${total} ${total === 1 ? 'product' : 'products'} found` : undefined}
      >
        <form role="search" onSubmit={submit} className="mt-6 flex max-w-xl gap-2">
          <label htmlFor={inputId} className="sr-only">
            Search products
          </label>
          <Input
            key={keyword}
            id={inputId}
            name="q"
            type="search"
            defaultValue={keyword}
            placeholder="Search fragrances and jewelry"
            maxLength={100}
            enterKeyHint="search"
          />
          <Button type="submit" aria-label="Search">
            <Search className="size-4" aria-hidden="true" />
            <span className="hidden sm:inline">Search</span>
          </Button>
        </form>
      </PageHeader>
      <div className="pt-10">
        {keyword ? (
          <ProductResults
            query={query}
            page={page}
            empty={
              <EmptyState title="No products found">
                <p>Nothing matches “{keyword}”. Try another word, or browse the whole collection.</p>
                <Link to="/shop" className="mt-4 inline-block font-medium text-gold-deep underline underline-offset-4">
                  View All Products
                </Link>
              </EmptyState>
            }
          />
        ) : (
          <EmptyState title="What are you looking for?">
            <p>Type a word above, such as oud or rose.</p>
          </EmptyState>
        )}
      </div>
    </Container>
  );
}
