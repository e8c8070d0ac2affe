import type { MenuItem } from '@attar/contracts';
import { ChevronDown } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuItemBare,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import { canFetchProducts, isValidMenuPath } from '../menu-paths';
import { FeaturedPanel } from './featured-panel';

export interface MenuDropdownProps {
  item: MenuItem;
  pendingId: number | null;
  onOpen: (item: MenuItem) => void;
  triggerClassName: string;
  /** Open at once (the person clicked before this code had loaded). */
  defaultOpen?: boolean;
  autoFocus?: boolean;
}

/** A top-level item's children; featured ones in a highlighted panel with title and description. */
export default function MenuDropdown({
  item,
  pendingId,
  onOpen,
  triggerClassName,
  defaultOpen,
  autoFocus,
}: MenuDropdownProps) {
  const featured = item.children.filter((child) => child.featured);
  const regular = item.children.filter((child) => !child.featured);
  const parentOpens = canFetchProducts(item) || isValidMenuPath(item.path);
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger
        className={triggerClassName}
        autoFocus={autoFocus}
        aria-busy={pendingId === item.id || undefined}
      >
        {item.title}
        <ChevronDown className="size-3.5" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <div
          className={cn(
            'p-1.5',
            featured.length > 0 ? 'grid w-[min(36rem,90vw)] grid-cols-2 gap-3' : 'w-60',
          )}
        >
          {regular.length > 0 || parentOpens ? (
            <div className="flex flex-col">
              {regular.map((child) => (
                <DropdownMenuItem
                  key={child.id}
                  onSelect={() => onOpen(child)}
                  aria-busy={pendingId === child.id || undefined}
                >
                  {child.title}
                </DropdownMenuItem>
              ))}
              {parentOpens ? (
                <DropdownMenuItem onSelect={() => onOpen(item)}>
                  <span className="text-gold-deep">View all {item.title}</span>
                </DropdownMenuItem>
              ) : null}
            </div>
          ) : null}
          {featured.length > 0 ? (
            <div className="flex flex-col gap-2">
              {featured.map((child) => (
                <DropdownMenuItemBare
                  key={child.id}
                  onSelect={() => onOpen(child)}
                  className="group/featured block cursor-pointer rounded-card outline-none"
                >
                  <FeaturedPanel
                    item={child}
                    className="group-data-[highlighted]/featured:border-gold-deep group-data-[highlighted]/featured:bg-gold-soft"
                  />
                </DropdownMenuItemBare>
              ))}
            </div>
          ) : null}
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
