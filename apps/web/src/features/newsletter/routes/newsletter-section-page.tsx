import { Container } from '@/components/ui/container';
import { useDocumentTitle } from '@/lib/use-document-title';
import { NewsletterSection } from '../components/newsletter-section';

const DESCRIPTION =
  'Subscribe to the Attar House newsletter for new attars, limited editions and private offers.';

/**
 * /newsletterSection: the home page's newsletter band on a page of its own (docs/product.md,
 * "Screens and routes").
 */
export function NewsletterSectionPage() {
  useDocumentTitle('Newsletter', DESCRIPTION);
  return (
    <>
      <Container className="pt-14 pb-10 text-center sm:pt-20">
        <h1 className="text-4xl sm:text-5xl">Newsletter</h1>
        <p className="mx-auto mt-4 max-w-xl text-stone">{DESCRIPTION}</p>
      </Container>
      <NewsletterSection />
    </>
  );
}
