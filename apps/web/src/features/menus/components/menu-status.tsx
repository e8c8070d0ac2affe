import type { MenuItem } from '@attar/contracts';
import type { ReactNode } from 'react';
import { useMenus } from '@/api/menus';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';

export const MENU_FALLBACK_ERROR = 'Failed to load menu items';

interface MenuStatusProps {
  className?: string;
  /** Renders the loaded, non-empty list of top-level items. */
  children: (items: MenuItem[]) => ReactNode;
}

/** The menu call's three visible states around whatever shows the items. */
export function MenuStatus({ className, children }: MenuStatusProps) {
  const { data, error, isPending, isError } = useMenus();
  const note = cn('text-sm', className);
  if (isPending) {
    return (
      <p className={cn(note, 'text-stone')} role="status">
        Loading menu...
      </p>
    );
  }
  if (isError) {
    return (
      <p className={cn(note, 'text-danger')} role="alert">
        Failed to load menu: {errorMessage(error, MENU_FALLBACK_ERROR)}
      </p>
    );
  }
  if (data.length === 0) {
    return <p className={cn(note, 'text-stone')}>No menu items available</p>;
  }
  return children(data);
}
