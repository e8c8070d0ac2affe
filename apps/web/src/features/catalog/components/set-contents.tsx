import type { ProductComponent } from '@attar/contracts';
import { Link } from 'react-router';
import { productPath } from '@/lib/paths';

/**
 * "What's in the set": a gift set's components (docs/decisions/0060-gift-sets-from-components.md),
 * each by name and size, linking to its own page. Nothing for a product without components.
 */
export function SetContents({ components }: { components: readonly ProductComponent[] }) {
  if (components.length === 0) return null;
  return (
    <section aria-labelledby="set-contents-heading" className="mt-12">
      <h2 id="set-contents-heading" className="text-2xl">
        What’s in the set
      </h2>
      <ul className="mt-5 border-t border-rule">
        {components.map((component) => (
          <li
            key={component.sku}
            className="flex items-baseline justify-between gap-4 border-b border-rule py-4"
          >
            <Link
              to={productPath(component.productId)}
              className="min-h-11 font-display text-xl leading-snug text-ink underline-offset-4 hover:underline"
            >
              {component.name}
            </Link>
            <span className="shrink-0 text-sm text-stone tabular-nums">
              {component.quantity > 1 ? `${component.quantity} × ` : ''}
              {component.size ?? 'One size'}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
