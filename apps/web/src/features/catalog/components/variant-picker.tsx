import type { Product, ProductVariant } from '@attar/contracts';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format-money';

// Drawn with the product page's first screen (most products come in several sizes), so kept
// small: the storefront's JavaScript budget. The ring size guide, read by few, loads on its
// first click (or hover), Radix's dialog with it.
const loadRingSizeGuide = () => import('./ring-size-guide');
const RingSizeGuide = lazy(loadRingSizeGuide);

interface VariantPickerProps {
  product: Pick<Product, 'productType'>;
  variants: ProductVariant[];
  chosen: ProductVariant;
  onChoose: (variant: ProductVariant) => void;
}

/** Each value of an option once, in the order the variants list them (the admin's order). */
const valuesOf = (values: (string | null)[]) =>
  [...new Set(values)].filter((value): value is string => value !== null);

/**
 * A product's options as choices: the metal colour (where variants have one), then the size
 * with each size's price. A size the chosen colour is not made in is struck through and cannot
 * be chosen; a sold-out one can (the page then says so and Add to Cart is off), so a shopper
 * sees its price. A colour is always a choice: the same size in it, else its first variant.
 */
export function VariantPicker({ product, variants, chosen, onChoose }: VariantPickerProps) {
  const name = useId();
  const sizes = valuesOf(variants.map((variant) => variant.size));
  const colours = valuesOf(variants.map((variant) => variant.colour));
  const find = (size: string | null, colour: string | null) =>
    variants.find((variant) => variant.size === size && variant.colour === colour);
  // Indian ring sizes are numbers ("12"), a fragrance's are not ("50 ml").
  const ring = product.productType === 'JEWELRY' && sizes.every((size) => /^[\d.]+$/.test(size));

  return (
    <div className="space-y-5">
      {colours.length > 0 ? (
        <Group legend="Colour" value={chosen.colour}>
          {colours.map((colour) => (
            <Choice
              key={colour}
              name={`${name}c`}
              label={colour}
              note={variants.some((v) => v.colour === colour && v.inStock) ? null : 'Sold out'}
              checked={chosen.colour === colour}
              onSelect={() =>
                onChoose(
                  find(chosen.size, colour) ?? variants.find((v) => v.colour === colour) ?? chosen,
                )
              }
            />
          ))}
        </Group>
      ) : null}
      {sizes.length > 0 ? (
        <Group
          legend={ring ? 'Ring size' : 'Size'}
          value={chosen.size}
          aside={ring ? <RingSizeGuideButton /> : null}
        >
          {sizes.map((size) => {
            const variant = find(size, chosen.colour);
            const price = variant && formatMoney(variant.salePrice ?? variant.price);
            return (
              <Choice
                key={size}
                name={`${name}s`}
                label={size}
                note={
                  !variant
                    ? chosen.colour
                      ? `Not made in ${chosen.colour}`
                      : 'Unavailable'
                    : variant.inStock
                      ? price
                      : `${price} · Sold out`
                }
                checked={chosen.size === size}
                disabled={!variant}
                muted={!variant?.inStock}
                onSelect={() => variant && onChoose(variant)}
              />
            );
          })}
        </Group>
      ) : null}
    </div>
  );
}

interface GroupProps {
  legend: string;
  value: string | null;
  aside?: ReactNode;
  children: ReactNode;
}

/**
 * A labelled radiogroup rather than a fieldset: a legend could not share its row with the guide's
 * button without the button becoming part of the group's name.
 */
function Group({ legend, value, aside, children }: GroupProps) {
  const id = useId();
  return (
    <div>
      <div className="mb-2 flex items-center justify-between gap-4">
        <p id={id} className="text-sm text-stone">
          {legend}
          {value ? <span className="text-ink">: {value}</span> : null}
        </p>
        {aside}
      </div>
      <div role="radiogroup" aria-labelledby={id} className="flex flex-wrap gap-2">
        {children}
      </div>
    </div>
  );
}

interface ChoiceProps {
  name: string;
  label: string;
  /** The line under the value: its price, "Sold out", or why it cannot be chosen. */
  note: string | null | undefined;
  checked: boolean;
  disabled?: boolean;
  muted?: boolean;
  onSelect: () => void;
}

/** A chip over a native radio: arrow keys move within the group, and the chip reads its note. */
function Choice({ name, label, note, checked, disabled, muted, onSelect }: ChoiceProps) {
  return (
    <label
      className={cn(
        'flex min-h-11 min-w-19 flex-col items-center justify-center rounded-soft border px-3 py-1.5 text-center text-sm',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-deep',
        // clsx without tailwind-merge (lib/cn.ts): each look is spelled whole, never overridden.
        checked ? 'border-gold-deep bg-gold/10 ring-1 ring-gold-deep' : 'border-field',
        disabled ? 'cursor-not-allowed border-dashed' : 'cursor-pointer hover:border-ink/50',
        muted && !checked ? 'text-stone' : 'text-ink',
      )}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        className="sr-only"
      />
      <span className={cn('font-medium', disabled && 'line-through')}>{label}</span>{' '}
      {note ? <span className="text-xs text-stone tabular-nums">{note}</span> : null}
    </label>
  );
}

function RingSizeGuideButton() {
  // Null until first opened; mounted from then on, so closing animates and reopening is instant.
  const [open, setOpen] = useState<boolean | null>(null);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadRingSizeGuide()}
        className="inline-flex min-h-11 items-center text-sm font-medium text-gold-deep underline underline-offset-4"
      >
        Ring size guide
      </button>
      {open === null ? null : (
        <Suspense>
          <RingSizeGuide open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
