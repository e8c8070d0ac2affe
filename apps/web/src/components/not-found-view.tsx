import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * The not-found page's words (docs/product.md, "Screens and routes"), also used when a route's
 * parameter is unknown.
 */
export function NotFoundView() {
  useDocumentTitle('Page Not Found');
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <p className="font-display text-7xl text-gold-deep sm:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-4xl sm:text-5xl">Page Not Found</h1>
      <p className="mt-4 max-w-md text-stone">
        Like a fragrance on the breeze, this page has drifted away.
      </p>
      <Link to="/" className={buttonClasses('primary', 'lg') + ' mt-10'}>
        Return to Home
      </Link>
    </Container>
  );
}
