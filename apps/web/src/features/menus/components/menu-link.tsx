import type { MenuItem } from '@attar/contracts';
import type { MouseEvent, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { menuHref } from '../menu-paths';

interface MenuLinkProps {
  item: MenuItem;
  pending: boolean;
  onOpen: (item: MenuItem) => void;
  className?: string;
  children?: ReactNode;
}

/** A menu entry that is a real link (new tab, copy address) but opens through the menu logic. */
export function MenuLink({ item, pending, onOpen, className, children }: MenuLinkProps) {
  const href = menuHref(item);
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    // Let the browser handle new-tab and new-window clicks on its own.
    if (
      href &&
      (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
    )
      return;
    event.preventDefault();
    onOpen(item);
  };
  const classes = cn(pending && 'cursor-progress opacity-60', className);
  if (!href) {
    return (
      <button
        type="button"
        className={classes}
        onClick={handleClick}
        aria-busy={pending || undefined}
      >
        {children ?? item.title}
      </button>
    );
  }
  return (
    <a href={href} className={classes} onClick={handleClick} aria-busy={pending || undefined}>
      {children ?? item.title}
    </a>
  );
}
