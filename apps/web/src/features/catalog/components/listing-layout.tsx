import type { Page, Product, ProductListSortOrder } from '@attar/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { PageHeader } from './page-header';
import { ProductResults } from './product-results';
import { SortSelect } from './sort-select';

interface ListingLayoutProps<T extends ProductListSortOrder> {
  eyebrow: string;
  title: string;
  /** A line under the title saying what this listing holds. */
  intro?: string;
  /** Extra header content, such as the search form. */
  headerContent?: ReactNode;
  /** Filter groups, shown above the grid. */
  filters?: ReactNode;
  sort: { value: T; options: readonly T[]; onChange: (value: T) => void };
  query: UseQueryResult<Page<Product>>;
  /** 1-based page shown. */
  page: number;
  pageSize: number;
  empty: ReactNode;
  /** Shown in place of the query's results, e.g. a list handed over by the menu bar. */
  results?: ReactNode;
  /** The total to announce when `results` stands in for the query. */
  total?: number;
}

/** Every product listing's frame: header, filters, count and sort, then the grid with its states and paging. */
export function ListingLayout<T extends ProductListSortOrder>({
  eyebrow,
  title,
  intro,
  headerContent,
  filters,
  sort,
  query,
  page,
  pageSize,
  empty,
  results,
  total = query.data?.totalElements,
}: ListingLayoutProps<T>) {
  return (
    <Container className="pb-24">
      <PageHeader eyebrow={eyebrow} title={title} description={intro}>
        {headerContent}
      </PageHeader>
      {filters ? (
        <div
          role="region"
          aria-label="Filters"
          className="flex flex-col gap-4 border-b border-rule py-6"
        >
          {filters}
        </div>
      ) : null}
      <div className="flex flex-col gap-4 py-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-stone" aria-live="polite">
          {total !== undefined && !query.isPlaceholderData ? countText(total) : '\u00a0'}
        </p>
        <SortSelect value={sort.value} options={sort.options} onChange={sort.onChange} />
      </div>
      {results ?? (
        <ProductResults
          query={query}
          page={page}
          empty={empty}
          skeletonCount={Math.min(pageSize, 8)}
        />
      )}
    </Container>
  );
}

const countText = (total: number) => `${total} ${total === 1 ? 'piece' : 'pieces'}`;
