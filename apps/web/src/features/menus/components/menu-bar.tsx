import type { MenuItem } from '@attar/contracts';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { useDeferredComponent } from '@/lib/use-deferred-component';
import { useMenuNavigation } from '../hooks/use-menu-navigation';
import { MenuLink } from './menu-link';
import { MenuStatus } from './menu-status';

// The dropdowns (Radix and its positioning code) load once the page is up.
const loadMenuDropdown = () => import('./menu-dropdown');

const itemClasses =
  'inline-flex min-h-11 items-center gap-1 px-3 text-[0.8rem] font-medium tracking-[0.14em] uppercase ' +
  'hover:text-gold-deep data-[state=open]:text-gold-deep motion-safe:transition-colors';

interface ParentItemProps {
  item: MenuItem;
  pendingId: number | null;
  onOpen: (item: MenuItem) => void;
}

function ParentItem({ item, pendingId, onOpen }: ParentItemProps) {
  const { Component: MenuDropdown, load } = useDeferredComponent(loadMenuDropdown);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [focused, setFocused] = useState(false);
  const triggerClassName = cn(itemClasses, 'text-ink');
  if (MenuDropdown) {
    return (
      <MenuDropdown
        item={item}
        pendingId={pendingId}
        onOpen={onOpen}
        triggerClassName={triggerClassName}
        defaultOpen={openOnLoad}
        autoFocus={openOnLoad || focused}
      />
    );
  }
  // Looks and sits exactly like the real trigger until its code arrives.
  return (
    <button
      type="button"
      className={triggerClassName}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={load}
      onFocus={() => {
        setFocused(true);
        load();
      }}
      onBlur={() => setFocused(false)}
      onClick={() => {
        setOpenOnLoad(true);
        load();
      }}
    >
      {item.title}
      <ChevronDown className="size-3.5" aria-hidden="true" />
    </button>
  );
}

/** The desktop menu bar: top-level items, with a dropdown for those that have children. */
export function MenuBar({ className }: { className?: string }) {
  const { openItem, pendingId } = useMenuNavigation();
  return (
    <nav aria-label="Main" className={className}>
      <MenuStatus className="py-3 text-center">
        {(items) => (
          <ul className="flex flex-wrap items-center justify-center">
            {items.map((item) => (
              <li key={item.id}>
                {item.children.length > 0 ? (
                  <ParentItem item={item} pendingId={pendingId} onOpen={openItem} />
                ) : (
                  <MenuLink
                    item={item}
                    pending={pendingId === item.id}
                    onOpen={openItem}
                    className={cn(itemClasses, item.featured ? 'text-gold-deep' : 'text-ink')}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </MenuStatus>
    </nav>
  );
}
