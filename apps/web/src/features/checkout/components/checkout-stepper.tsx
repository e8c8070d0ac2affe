import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { CHECKOUT_STEPS, type CheckoutStep } from '../checkout-rules';

/** The three steps with the current one marked; the numbers stay readable on the smallest phones. */
export function CheckoutStepper({ current }: { current: CheckoutStep }) {
  return (
    <ol aria-label="Checkout steps" className="grid grid-cols-3 gap-2 sm:gap-4">
      {CHECKOUT_STEPS.map(({ step, label }) => {
        const done = step < current;
        const active = step === current;
        return (
          <li
            key={step}
            aria-current={active ? 'step' : undefined}
            className={cn(
              'flex flex-col items-start gap-2 border-t-2 pt-3 text-xs sm:flex-row sm:items-center sm:text-sm',
              active
                ? 'border-gold-deep text-ink'
                : done
                  ? 'border-ink/60 text-ink'
                  : 'border-rule text-stone',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-medium',
                active
                  ? 'border-gold-deep bg-gold-deep text-ivory'
                  : done
                    ? 'border-ink bg-ink text-ivory'
                    : 'border-field',
              )}
            >
              {done ? <Check className="size-3.5" aria-hidden="true" /> : step}
            </span>
            <span className="font-medium">
              <span className="sr-only">Step {step}: </span>
              {label}
              {done ? <span className="sr-only"> (done)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
