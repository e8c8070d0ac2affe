import { HandCoins, RotateCcw, Truck } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { cn } from '@/lib/cn';

// The first two are the spec's home strip; cash on delivery is offered at checkout where the pincode allows.
export const SERVICE_PROMISES = [
  { Icon: Truck, title: 'Free Shipping', text: 'All over India' },
  { Icon: RotateCcw, title: 'Free Returns', text: 'Within 15 days' },
  { Icon: HandCoins, title: 'Cash on Delivery', text: 'Pay when your order arrives' },
];

/** The store's service promises in one quiet strip. */
export function ServicePromises({ className }: { className?: string }) {
  return (
    <section aria-label="Our promise" className={cn('border-y border-rule bg-paper', className)}>
      <Container>
        <ul className="grid divide-y divide-rule sm:grid-cols-3 sm:divide-x sm:divide-y-0">
          {SERVICE_PROMISES.map(({ Icon, title, text }) => (
            <li
              key={title}
              className="flex items-center gap-4 py-6 sm:justify-center sm:px-6 sm:py-10"
            >
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full border border-gold/60 text-gold-deep">
                <Icon className="size-5" strokeWidth={1.5} aria-hidden="true" />
              </span>
              <span>
                <span className="block font-display text-xl leading-tight text-ink">{title}</span>
                <span className="mt-0.5 block text-sm text-stone">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
