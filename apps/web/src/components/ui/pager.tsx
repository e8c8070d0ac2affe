import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

interface PagerProps {
  /** 0-based, as the API counts. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark ("Wishlist pages", "Review pages"). */
  label: string;
  disabled?: boolean;
}

/** Previous / "Page 2 of 5" / Next, for lists that page in place rather than by URL. */
export function Pager({ page, totalPages, onPageChange, label, disabled }: PagerProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-10 flex items-center justify-center gap-2">
      <Button
        variant="ghost"
        disabled={disabled || page <= 0}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        Previous
      </Button>
      <p className="px-2 text-sm text-stone tabular-nums" aria-live="polite">
        Page {page + 1} of {totalPages}
      </p>
      <Button
        variant="ghost"
        disabled={disabled || page >= totalPages - 1}
        onClick={() => onPageChange(page + 1)}
      >
        Next
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}
