import type { Page, Product } from '@attar/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { type ProductListParams, useProducts } from '@/api/products';
import { ProductGrid } from '@/components/product-card';
import { Container } from '@/components/ui/container';
import { formatMoney } from '@/lib/format-money';

/** The budgets /gifting offers gifts under, in whole rupees. */
export const GIFT_BUDGETS = [2000, 5000, 10000] as const;

/** Cards in each budget's row: one row of four from lg up (two of two on a phone), as listings draw them. */
export const BUDGET_ROW_SIZE = 4;

/**
 * The query behind a budget's row: anything in stock at the budget or less (a product of several
 * sizes by its lowest price), dearest first, so that each row shows what its budget buys best
 * rather than what the row below it already shows.
 */
export function budgetQuery(maxPrice: number): ProductListParams {
  return { page: 0, size: BUDGET_ROW_SIZE, maxPrice, inStock: true, sortOrder: 'price_desc' };
}

/** The listing a budget's "See all" leads to: the shop, filtered and ordered as the row is. */
export function budgetListingHref(maxPrice: number): string {
  return `/shop?maxPrice=${maxPrice}&sortOrder=price_desc`;
}

/**
 * /gifting's gifts by budget: for each budget a row of pieces of any kind from the catalogue and
 * a link to all of them. Drawn with the page on the server (its queries are the page's), so the
 * rows arrive filled; in the browser a row holds its place with skeletons while it loads, and a
 * budget with nothing in stock (or a failed call) is left out, the whole section when all are.
 */
export function GiftsByBudget() {
  // One query per budget, each as any listing asks (useQueries would add its observer to the
  // framework chunk every storefront page loads).
  const [low, middle, high] = GIFT_BUDGETS;
  const rows = [
    useProducts(budgetQuery(low)),
    useProducts(budgetQuery(middle)),
    useProducts(budgetQuery(high)),
  ];
  if (rows.every(isLeftOut)) return null;
  return (
    <section aria-labelledby="gift-budgets-heading" className="border-t border-rule bg-paper/60">
      <Container className="pt-14 pb-20 sm:pt-16 sm:pb-24">
        <p className="text-eyebrow font-medium text-gold-deep uppercase">Gifts by budget</p>
        <h2 id="gift-budgets-heading" className="mt-2 text-3xl sm:text-4xl">
          A gift for every budget
        </h2>
        <p className="mt-3 max-w-2xl text-stone">
          Fragrances, attars and jewelry as well as gift sets, all in stock and ready to send.
        </p>
        <div className="mt-10 space-y-14">
          {GIFT_BUDGETS.map((maxPrice, index) => (
            <BudgetRow key={maxPrice} maxPrice={maxPrice} query={rows[index]!} />
          ))}
        </div>
      </Container>
    </section>
  );
}

/** A row with nothing to show: its call failed, or nothing is in stock at its budget. */
const isLeftOut = (query: UseQueryResult<Page<Product>>) =>
  query.isError || (query.isSuccess && query.data.content.length === 0);

function BudgetRow({
  maxPrice,
  query,
}: {
  maxPrice: number;
  query: UseQueryResult<Page<Product>>;
}) {
  if (isLeftOut(query)) return null;
  const products = query.data?.content ?? [];
  const label = `Under ${formatMoney(maxPrice)}`;
  const headingId = `gifts-under-${maxPrice}`;
  return (
    <section aria-labelledby={headingId}>
      <div className="flex items-baseline justify-between gap-4">
        <h3 id={headingId} className="text-2xl sm:text-3xl">
          {label}
        </h3>
        <Link
          to={budgetListingHref(maxPrice)}
          // The visible words first, so that a shopper saying "See all" reaches it by voice.
          aria-label={`See all gifts ${label.toLowerCase()}`}
          className="shrink-0 text-sm font-medium text-gold-deep underline underline-offset-4 hover:text-ink"
        >
          See all
        </Link>
      </div>
      {/* Below the gift sets' grid: the pictures wait until scrolled near. */}
      <ProductGrid
        className="mt-6"
        loading={query.isPending}
        skeletonCount={BUDGET_ROW_SIZE}
        products={products}
        eagerCount={0}
        headingLevel={4}
      />
    </section>
  );
}
