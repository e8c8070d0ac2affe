import { cloneElement, type ComponentProps, isValidElement } from 'react';
import { cn } from '@/lib/cn';

const VARIANTS = {
  primary: 'bg-ink text-ivory hover:bg-ink-soft',
  gold: 'bg-gold text-ink hover:bg-[#d4b97f]',
  outline: 'border border-ink/80 text-ink hover:bg-ink hover:text-ivory',
  'outline-light': 'border border-ivory/70 text-ivory hover:bg-ivory hover:text-ink',
  ghost: 'text-ink hover:bg-ink/5',
  danger: 'bg-danger text-ivory hover:bg-[#85251a]',
  link: 'text-gold-deep underline-offset-4 hover:underline px-0',
} as const;

const SIZES = {
  // Every size keeps the 44 px minimum touch target.
  md: 'min-h-11 px-6 text-sm',
  lg: 'min-h-12 px-8 text-[0.95rem]',
  icon: 'size-11 p-0',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: keyof typeof SIZES;
  /** Render the single child (a Link, say) with the button's look. */
  asChild?: boolean;
}

export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: keyof typeof SIZES = 'md',
): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-soft font-medium tracking-[0.03em]',
    'transition-colors duration-300 ease-soft select-none',
    'disabled:pointer-events-none disabled:opacity-50',
    VARIANTS[variant],
    SIZES[size],
  );
}

export function Button({
  variant,
  size,
  asChild,
  className,
  type,
  children,
  ...props
}: ButtonProps) {
  const classes = cn(buttonClasses(variant, size), className);
  // By hand rather than Radix's Slot, which would add about 1.4 KB to every storefront page.
  // As with Slot, the child's own props win and its classes come after the button's.
  if (asChild && isValidElement<{ className?: string }>(children)) {
    const merged = cn(classes, children.props.className);
    return cloneElement(children, { ...props, ...children.props, className: merged });
  }
  return (
    <button className={classes} type={type ?? 'button'} {...props}>
      {children}
    </button>
  );
}
