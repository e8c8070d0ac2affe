import type { Page, Product } from '@attar/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ProductGrid } from '@/components/product-card';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { withParams } from '../listing-params';
import { PaginationNav } from './pagination-nav';

interface ProductResultsProps {
  query: UseQueryResult<Page<Product>>;
  /** 1-based page shown. */
  page: number;
  empty: ReactNode;
  skeletonCount?: number;
}

/** A product list's loading, failure, empty and filled states, with paging. */
export function ProductResults({ query, page, empty, skeletonCount }: ProductResultsProps) {
  const [searchParams] = useSearchParams();
  if (query.isPending) return <ProductGrid loading skeletonCount={skeletonCount} />;
  if (query.isError) {
    return (
      <div role="alert" className="rounded-card border border-rule bg-paper px-6 py-12 text-center">
        <h2 className="text-2xl">Failed to load products</h2>
        <p className="mt-2 text-stone">
          {errorMessage(query.error, 'Please try again in a moment.')}
        </p>
        <Button variant="outline" className="mt-6" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { content, totalPages } = query.data;
  if (content.length === 0 && page > 1) {
    return (
      <EmptyState title="No products on this page">
        <Link
          to={{ search: withParams(searchParams, { page: null }).toString() }}
          className="font-medium text-gold-deep underline underline-offset-4"
        >
          Go to the first page
        </Link>
      </EmptyState>
    );
  }
  if (content.length === 0) return <>{empty}</>;
  return (
    <div aria-busy={query.isPlaceholderData || undefined}>
      <ProductGrid
        products={content}
        headingLevel={2}
        className={cn(query.isPlaceholderData && 'opacity-60 motion-safe:transition-opacity')}
      />
      <PaginationNav page={page} totalPages={totalPages} />
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-card border border-dashed border-rule px-6 py-16 text-center">
      <h2 className="text-3xl">{title}</h2>
      {children ? <div className="mt-3 text-stone">{children}</div> : null}
    </div>
  );
}
