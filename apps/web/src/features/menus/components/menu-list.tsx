import type { MenuItem } from '@attar/contracts';
import { cn } from '@/lib/cn';
import { useMenuNavigation } from '../hooks/use-menu-navigation';
import { FeaturedPanel } from './featured-panel';
import { MenuLink } from './menu-link';
import { MenuStatus } from './menu-status';

interface MenuListProps {
  /** Called once a chosen item has opened (the drawer closes itself here). */
  onNavigate?: () => void;
  className?: string;
}

const rowClasses = 'flex min-h-11 w-full items-center text-left';

/** The menu for the mobile drawer: every level shown at once, featured items highlighted. */
export function MenuList({ onNavigate, className }: MenuListProps) {
  const { openItem, pendingId } = useMenuNavigation();
  const open = (item: MenuItem) => {
    void openItem(item).then(() => onNavigate?.());
  };
  return (
    <nav aria-label="Main" className={className}>
      <MenuStatus>
        {(items) => (
          <ul className="divide-y divide-rule">
            {items.map((item) => (
              <li key={item.id} className="py-2">
                <MenuLink
                  item={item}
                  pending={pendingId === item.id}
                  onOpen={open}
                  className={cn(
                    rowClasses,
                    'font-display text-xl',
                    item.featured && 'text-gold-deep',
                  )}
                />
                {item.children.length > 0 ? (
                  <ul className="mb-2 space-y-1 pl-4">
                    {item.children.map((child) => (
                      <li key={child.id}>
                        <MenuLink
                          item={child}
                          pending={pendingId === child.id}
                          onOpen={open}
                          className={
                            child.featured
                              ? 'block w-full py-1'
                              : cn(rowClasses, 'text-sm text-stone')
                          }
                        >
                          {child.featured ? <FeaturedPanel item={child} /> : undefined}
                        </MenuLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </MenuStatus>
    </nav>
  );
}
