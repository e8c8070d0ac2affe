import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { useDocumentTitle } from '@/lib/use-document-title';

interface UnknownListingProps {
  title: string;
  message: ReactNode;
  backHref: string;
  backLabel: string;
  /** Other listings worth offering instead. */
  suggestions?: { href: string; label: string }[];
}

/** An address naming a collection, gender or occasion that does not exist: says so, and offers a way on. */
export function UnknownListing({
  title,
  message,
  backHref,
  backLabel,
  suggestions = [],
}: UnknownListingProps) {
  useDocumentTitle(
    title,
    'This listing does not exist at Attar House. Browse our collections instead.',
  );
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <h1 className="text-4xl sm:text-5xl">{title}</h1>
      <p className="mt-4 max-w-md text-stone">{message}</p>
      {suggestions.length > 0 ? (
        <ul className="mt-8 flex flex-wrap justify-center gap-2">
          {suggestions.map((suggestion) => (
            <li key={suggestion.href}>
              <Link to={suggestion.href} className={buttonClasses('ghost')}>
                {suggestion.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <Link to={backHref} className={buttonClasses('primary', 'lg') + ' mt-8'}>
        {backLabel}
      </Link>
    </Container>
  );
}
