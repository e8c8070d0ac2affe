import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { withParams } from '../listing-params';

interface PaginationNavProps {
  /** 1-based current page. */
  page: number;
  totalPages: number;
}

/** Pages to offer: the first, the last and two either side of the current one. */
function pageWindow(page: number, totalPages: number): (number | 'gap')[] {
  const pages = new Set([1, totalPages, page - 1, page, page + 1]);
  const sorted = [...pages]
    .filter((value) => value >= 1 && value <= totalPages)
    .sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  sorted.forEach((value, index) => {
    const previous = sorted[index - 1];
    // A gap that would hide a single page shows that page instead.
    if (previous !== undefined && value - previous === 2) result.push(previous + 1);
    else if (previous !== undefined && value - previous > 2) result.push('gap');
    result.push(value);
  });
  return result;
}

const cell = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-soft px-3 text-sm';

export function PaginationNav({ page, totalPages }: PaginationNavProps) {
  const location = useLocation();
  if (totalPages <= 1) return null;
  const params = new URLSearchParams(location.search);
  const hrefFor = (target: number) => {
    const next = withParams(params, { page: target === 1 ? null : target });
    const query = next.toString();
    return `${location.pathname}${query ? `?${query}` : ''}`;
  };

  return (
    <nav aria-label="Pagination" className="mt-14 flex items-center justify-center gap-1">
      {page > 1 ? (
        <Link
          to={hrefFor(page - 1)}
          state={location.state}
          className={cn(cell, 'gap-1 hover:bg-ink/5')}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
          Previous
        </Link>
      ) : null}
      <ul className="hidden items-center gap-1 sm:flex">
        {pageWindow(page, totalPages).map((value, index) =>
          value === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-stone">
              …
            </li>
          ) : (
            <li key={value}>
              <Link
                to={hrefFor(value)}
                state={location.state}
                aria-current={value === page ? 'page' : undefined}
                aria-label={`Page ${value}`}
                className={cn(cell, value === page ? 'bg-ink text-ivory' : 'hover:bg-ink/5')}
              >
                {value}
              </Link>
            </li>
          ),
        )}
      </ul>
      <p className="px-3 text-sm text-stone sm:hidden">
        Page {page} of {totalPages}
      </p>
      {page < totalPages ? (
        <Link
          to={hrefFor(page + 1)}
          state={location.state}
          className={cn(cell, 'gap-1 hover:bg-ink/5')}
        >
          Next
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : null}
    </nav>
  );
}
