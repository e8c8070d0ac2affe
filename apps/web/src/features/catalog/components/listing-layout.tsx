import type { Page, Product, ProductListSortOrder } from '@attar/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
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
  /** Filter groups: above the grid from md up, behind the "Filter" button on phones. */
  filters?: ReactNode;
  /** How many filters are applied, shown on the phone's "Filter" button. */
  filterCount?: number;
  /** Removes every filter; offered in the phone's filter sheet while any is applied. */
  onClearFilters?: () => void;
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
  filterCount = 0,
  onClearFilters,
  sort,
  query,
  page,
  pageSize,
  empty,
  results,
  total = query.data?.totalElements,
}: ListingLayoutProps<T>) {
  const [sheetOpen, setSheetOpen] = useState(false);
  // Mounted from the first tap on, so that closing can play out; never on the first screen.
  const [sheetWanted, setSheetWanted] = useState(false);
  const openSheet = () => {
    setSheetWanted(true);
    setSheetOpen(true);
  };
  return (
    <Container className="pb-24">
      <PageHeader eyebrow={eyebrow} title={title} description={intro}>
        {headerContent}
      </PageHeader>
      {filters ? (
        <div
          role="region"
          aria-label="Filters"
          className="hidden flex-col gap-4 border-b border-rule py-6 md:flex"
        >
          {filters}
          {filterCount > 0 && onClearFilters ? (
            <div>
              <Button variant="ghost" onClick={onClearFilters} className="-ml-4">
                Clear filters
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3 py-5 md:py-6">
        <p
          className="order-last w-full text-sm text-stone sm:order-none sm:w-auto"
          aria-live="polite"
        >
          {total !== undefined && !query.isPlaceholderData ? countText(total) : '\u00a0'}
        </p>
        <div className="flex w-full items-center gap-3 sm:w-auto">
          {filters ? (
            <Button
              variant="outline"
              className="shrink-0 md:hidden"
              aria-haspopup="dialog"
              aria-expanded={sheetOpen}
              onPointerEnter={preloadFilterSheet}
              onFocus={preloadFilterSheet}
              onClick={openSheet}
            >
              {filterCount > 0 ? `Filter (${filterCount})` : 'Filter'}
            </Button>
          ) : null}
          <div className="min-w-0 flex-1 sm:flex-none">
            <SortSelect value={sort.value} options={sort.options} onChange={sort.onChange} />
          </div>
        </div>
      </div>
      {filters && sheetWanted ? (
        <Suspense fallback={null}>
          <FilterSheet
            open={sheetOpen}
            onOpenChange={setSheetOpen}
            total={query.isPlaceholderData ? undefined : total}
            onClearFilters={filterCount > 0 ? onClearFilters : undefined}
          >
            {filters}
          </FilterSheet>
        </Suspense>
      ) : null}
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

const loadFilterSheet = () => import('./filter-sheet');
const FilterSheet = lazy(loadFilterSheet);
const preloadFilterSheet = () => void loadFilterSheet();

const countText = (total: number) => `${total} ${total === 1 ? 'piece' : 'pieces'}`;
