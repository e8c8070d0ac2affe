import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { useDocumentTitle } from '@/lib/use-document-title';

interface ComingSoonViewProps {
  title: string;
  eyebrow?: string;
}

/** An honest page for a part of the store that a later release brings. */
export function ComingSoonView({ title, eyebrow = 'Attar House' }: ComingSoonViewProps) {
  useDocumentTitle(title);
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <p className="text-eyebrow font-medium text-gold-deep uppercase">{eyebrow}</p>
      <h1 className="mt-3 text-4xl sm:text-5xl">{title}</h1>
      <div className="mx-auto mt-6 h-px w-16 bg-gold" aria-hidden="true" />
      <p className="mt-6 max-w-md text-stone">This page is not available yet.</p>
      <Link to="/shop" className="mt-8 text-sm font-medium text-gold-deep underline underline-offset-4 hover:text-ink">
        Continue Shopping
      </Link>
    </Container>
  );
}
