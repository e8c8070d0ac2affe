import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface ClearFiltersButtonProps {
  /** Whether any filter is set; the button shows only then. */
  filtered: boolean;
  onClear: () => void;
}

/** "Clear filters" at the end of an admin list's filters, shown while any filter is set. */
export function ClearFiltersButton({ filtered, onClear }: ClearFiltersButtonProps) {
  if (!filtered) return null;
  return (
    <Button variant="ghost" className="px-3" onClick={onClear}>
      <X className="size-4" aria-hidden="true" />
      Clear filters
    </Button>
  );
}
