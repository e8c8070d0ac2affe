import { cn } from '@/lib/cn';
import { NewsletterForm } from './newsletter-form';

interface NewsletterSectionProps {
  className?: string;
}

/**
 * The home page's newsletter band (docs/product.md, "Screens and routes"); /newsletterSection shows
 * it alone.
 */
export function NewsletterSection({ className }: NewsletterSectionProps) {
  return (
    <section
      aria-labelledby="newsletter-heading"
      className={cn('bg-ivory-deep py-16 sm:py-20', className)}
    >
      <div className="mx-auto w-full max-w-3xl px-4 text-center sm:px-6">
        <p className="text-eyebrow font-medium text-gold-deep uppercase">Newsletter</p>
        <h2 id="newsletter-heading" className="mt-3 text-3xl sm:text-4xl">
          Letters from the House
        </h2>
        <div className="mx-auto mt-5 h-px w-16 bg-gold" aria-hidden="true" />
        <p className="mx-auto mt-5 mb-8 max-w-lg text-stone">
          New attars, limited editions and private offers, sent now and then. Never more than we
          would want to read ourselves.
        </p>
        <NewsletterForm />
      </div>
    </section>
  );
}
