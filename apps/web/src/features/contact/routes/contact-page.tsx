import { Container } from '@/components/ui/container';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ContactDetails } from '../components/contact-details';
import { ContactForm } from '../components/contact-form';

const DESCRIPTION =
  'Contact Attar House in Lucknow: questions about a fragrance, an order or a gift. We write back within two working days.';

/**
 * /contact: the house's details beside a form that reaches the team (docs/product.md, "Screens and
 * routes").
 */
export function ContactPage() {
  useDocumentTitle('Contact Us', DESCRIPTION);
  return (
    <Container className="py-14 sm:py-20">
      <header className="max-w-2xl">
        <p className="text-eyebrow font-medium text-gold-deep uppercase">Customer care</p>
        <h1 className="mt-3 text-4xl sm:text-5xl">Contact Us</h1>
        <p className="mt-4 text-stone">
          A question about a fragrance, an order or a gift? Write to us and a member of our team
          will reply within two working days.
        </p>
      </header>
      <div className="mt-10 grid gap-10 lg:mt-14 lg:grid-cols-[1fr_1.6fr] lg:gap-14">
        <ContactDetails />
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="text-2xl">
            Send us a message
          </h2>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
      </div>
    </Container>
  );
}
