import type { Product } from '@attar/contracts';
import { type ReactNode, type RefObject, useEffect, useState } from 'react';
import { Price } from '@/components/ui/price';
import { cn } from '@/lib/cn';

/**
 * The watched area reaches far below the screen, so that what is still below it counts as in
 * view and the state changes only where the target leaves at the top: also when a jump (a link
 * to #reviews) takes it from below the screen to above it without ever crossing the screen. The
 * top gives way to the phone's sticky header (4 rem).
 */
const PAST_THE_TOP = '-64px 0px 1000000px 0px';

/**
 * True once `target` has scrolled up out of view (not while it is still below the screen), so a
 * bar can take its place. Without IntersectionObserver it stays false.
 */
export function useScrolledPast(target: RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.top < 0);
      },
      { rootMargin: PAST_THE_TOP },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return past;
}

interface StickyPurchaseBarProps {
  product: Pick<Product, 'name' | 'price' | 'salePrice'>;
  /** The page's own buying controls: the bar shows once they have scrolled up out of view. */
  watch: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A phone's buying bar, fixed to the foot of the screen while the page's own Add to Cart is
 * scrolled away. Always in the page and only moved in and out of view, so nothing shifts; hidden
 * from assistive technology and the keyboard while out of view, and absent from md up.
 */
export function StickyPurchaseBar({ product, watch, children }: StickyPurchaseBarProps) {
  const visible = useScrolledPast(watch);
  return (
    <div
      role="region"
      aria-label="Buy this piece"
      aria-hidden={!visible}
      inert={!visible}
      data-visible={visible}
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 border-t border-rule bg-ivory/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-panel backdrop-blur md:hidden',
        'transition-transform duration-300 ease-soft motion-reduce:transition-none',
        visible ? 'translate-y-0' : 'translate-y-full',
      )}
    >
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium">{product.name}</p>
          <Price price={product.price} salePrice={product.salePrice} className="text-sm" />
        </div>
        <div className="shrink-0">{children}</div>
      </div>
    </div>
  );
}
