import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetClose, SheetContent } from '@/components/ui/sheet';

interface FilterSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The listing's filter groups, the same the sidebar shows on wider screens. */
  children: ReactNode;
  /** The pieces matching now, for the button that closes the sheet; undefined while loading. */
  total: number | undefined;
  onClearFilters?: () => void;
}

/**
 * A phone's filters, in a sheet over the listing (loaded on the first tap of "Filter", so the
 * listing's first screen does not carry it). Each choice applies at once; the button at the
 * foot says how many pieces match and returns to them.
 */
export default function FilterSheet({
  open,
  onOpenChange,
  children,
  total,
  onClearFilters,
}: FilterSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        title="Filter"
        side="right"
        className="w-[min(26rem,92vw)]"
        description="Choices apply at once; close the panel to see the pieces."
      >
        <div
          role="region"
          aria-label="Filters"
          className="flex flex-col gap-6 px-5 py-5 [&_[role=group]]:mx-0 [&_[role=group]]:flex-wrap [&_[role=group]]:overflow-visible [&_[role=group]]:px-0"
        >
          {children}
        </div>
        <div className="sticky bottom-0 flex gap-3 border-t border-rule bg-ivory px-5 py-4">
          {onClearFilters ? (
            <Button variant="outline" className="flex-1" onClick={onClearFilters}>
              Clear filters
            </Button>
          ) : null}
          <SheetClose asChild>
            <Button className="flex-1">
              {total === undefined
                ? 'Show pieces'
                : `Show ${total} ${total === 1 ? 'piece' : 'pieces'}`}
            </Button>
          </SheetClose>
        </div>
      </SheetContent>
    </Sheet>
  );
}
