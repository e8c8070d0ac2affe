import { searchFilterWords } from '@attar/contracts';
import { X } from 'lucide-react';
import { Link } from 'react-router';
import { useBestSellers, useDidYouMean } from '@/api/search';
import { ProductGrid } from '@/components/product-card';
import { buttonClasses } from '@/components/ui/button';
import { searchPath } from '@/lib/paths';
import { EmptyState } from './product-results';

// What the search page shows besides its results, loaded apart from its first screen: the
// filters the search's words named, the way on from a search that found nothing, and the prompt
// of a search page opened with nothing to search for.

/** One row of the grid on a desktop. */
const BEST_SELLERS_SHOWN = 4;

export interface SearchExtrasProps {
  part: 'chips' | 'no-results' | 'prompt';
  keyword: string;
}

/** One part, by name: the page loads them all as one lazy component. */
export default function SearchExtras({ part, keyword }: SearchExtrasProps) {
  if (part === 'chips') return <SearchFilterChips keyword={keyword} />;
  if (part === 'no-results') return <SearchNoResults keyword={keyword} />;
  return <SearchPrompt />;
}

/**
 * The filters a search's words named ("Women", "Under ₹5,000"), each removable: the words read
 * as the API reads them (searchFilterWords). Loaded apart from the search page's first screen.
 */
export function SearchFilterChips({ keyword }: { keyword: string }) {
  const { chips } = searchFilterWords(keyword);
  if (chips.length === 0) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
      <span className="text-stone">Filtered by your search:</span>
      <ul aria-label="Filters from your search" className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={chip.without ? searchPath(chip.without) : '/search'}
              aria-label={`Remove filter: ${chip.label}`}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-gold-deep/40 bg-paper px-3 text-ink hover:border-gold-deep"
            >
              {chip.label}
              <X className="size-3.5" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A search that found nothing is not a dead end: it says what was searched, offers the nearest
 * known words ("Did you mean sandalwood?") and shows the store's best sellers. Loaded only
 * when a search finds nothing (the search page's first screen does not carry it).
 */
export function SearchNoResults({ keyword }: { keyword: string }) {
  const didYouMean = useDidYouMean(keyword);
  const bestSellers = useBestSellers(BEST_SELLERS_SHOWN);
  const suggestion = didYouMean.data?.suggestion ?? null;
  const products = bestSellers.data ?? [];
  return (
    <div className="space-y-12">
      <EmptyState title="No products found">
        <p>Nothing matches “{keyword}”.</p>
        {suggestion ? (
          <p className="mt-2 text-lg text-ink">
            Did you mean{' '}
            <Link
              to={searchPath(suggestion)}
              className="font-medium text-gold-deep underline underline-offset-4"
            >
              {suggestion}
            </Link>
            ?
          </p>
        ) : (
          <p className="mt-2">Check the spelling, try another word, or browse the collection.</p>
        )}
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/shop" className={buttonClasses('outline')}>
            View All Products
          </Link>
        </div>
      </EmptyState>
      {products.length > 0 ? (
        <section aria-labelledby="search-best-sellers-title">
          <h2 id="search-best-sellers-title" className="mb-6 text-2xl">
            Best sellers
          </h2>
          <ProductGrid products={products} headingLevel={3} eagerCount={0} />
        </section>
      ) : null}
    </div>
  );
}

/** /search with nothing to search for. */
export function SearchPrompt() {
  return (
    <EmptyState title="What are you looking for?">
      <p>
        Type a word above, such as oud or rose, or{' '}
        <Link to="/collections" className="font-medium text-gold-deep underline underline-offset-4">
          browse our collections
        </Link>
        .
      </p>
    </EmptyState>
  );
}
