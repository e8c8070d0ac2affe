import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { MenuBar } from '@/features/menus/components/menu-bar';
import { cn } from '@/lib/cn';
import { CartLink } from './cart-link';
import { MobileDrawer } from './mobile-drawer';
import { SearchForm } from './search-form';
import { UserMenu } from './user-menu';
import { WishlistLink } from './wishlist-link';

/**
 * Past this many pixels of scroll the bar turns solid and compact (docs/product.md, "Constants and
 * limits").
 */
export const SCROLL_THRESHOLD = 50;

function useScrolledPast(threshold: number): boolean {
  // Not scrolled on the first render, as on the server; the effect reads the real position.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

export function Navbar() {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  return (
    // The bar shrinks by 2rem on large screens once scrolled; the header's padding grows by the
    // same amount, so the page below never moves (no layout shift, no flicker at the threshold).
    <header
      data-scrolled={scrolled || undefined}
      className={cn(
        'pointer-events-none sticky top-0 z-40 motion-safe:transition-[padding] motion-safe:duration-500',
        scrolled && 'lg:pb-8',
      )}
    >
      <div
        className={cn(
          'pointer-events-auto border-b motion-safe:transition-[background-color,box-shadow] motion-safe:duration-500',
          scrolled
            ? 'border-rule bg-ivory shadow-bar'
            : 'border-transparent bg-ivory/85 backdrop-blur-md',
        )}
      >
        <Container
          className={cn(
            'flex items-center gap-2 motion-safe:transition-[height] motion-safe:duration-500 lg:gap-8',
            scrolled ? 'h-16' : 'h-16 lg:h-24',
          )}
        >
          <div className="-ml-2 lg:hidden">
            <MobileDrawer />
          </div>
          <Link
            to="/"
            className={cn(
              'font-display font-semibold tracking-[0.04em] whitespace-nowrap text-ink motion-safe:transition-[font-size] motion-safe:duration-500',
              scrolled ? 'text-2xl' : 'text-2xl lg:text-[2rem]',
            )}
          >
            Attar House
          </Link>
          <SearchForm placeholder="Search..." className="mx-auto hidden w-full max-w-md lg:block" />
          <div className="-mr-2 ml-auto flex items-center lg:ml-0">
            <div className="hidden sm:block">
              <WishlistLink />
            </div>
            <UserMenu />
            <CartLink />
          </div>
        </Container>
        {/* A phone's search box, in sight without opening the drawer. */}
        <Container className="pb-3 lg:hidden">
          <SearchForm placeholder="Search fragrances..." />
        </Container>
        <div className="hidden border-t border-rule/70 lg:block">
          <Container>
            <MenuBar />
          </Container>
        </div>
      </div>
    </header>
  );
}
