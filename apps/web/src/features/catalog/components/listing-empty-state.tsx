import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from './product-results';

interface ListingEmptyStateProps {
  /** Given when filters are on: the way out is to drop them. */
  onClearFilters?: () => void;
  viewAllHref?: string;
  viewAllLabel?: string;
  message?: string;
}

/** No products match: offers clearing the filters when there are any, and a wider listing. */
export function ListingEmptyState({
  onClearFilters,
  viewAllHref = '/shop',
  viewAllLabel = 'View All Products',
  message,
}: ListingEmptyStateProps) {
  return (
    <EmptyState title="No products found">
      <p>
        {message ??
          (onClearFilters
            ? 'Nothing matches these filters. Try fewer of them.'
            : 'Nothing here yet. Please check back soon.')}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {onClearFilters ? <Button onClick={onClearFilters}>Clear filters</Button> : null}
        <Link to={viewAllHref} className={buttonClasses(onClearFilters ? 'outline' : 'primary')}>
          {viewAllLabel}
        </Link>
      </div>
    </EmptyState>
  );
}
