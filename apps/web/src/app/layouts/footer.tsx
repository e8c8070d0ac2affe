import { STORE_SOCIAL_NETWORKS, type StoreContact } from '@attar/contracts';
import { Mail, MapPin, Phone } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { useStoreContact } from '@/api/store-contact';
import { Container } from '@/components/ui/container';
import { FacebookMark, InstagramMark, PinterestMark, YoutubeMark } from './social-icons';

const QUICK_LINKS = [
  { to: '/shop', label: 'Shop All' },
  { to: '/fragrances', label: 'Fragrances' },
  { to: '/jewelry', label: 'Jewelry' },
  { to: '/gifting', label: 'Gifting' },
  { to: '/collections', label: 'Collections' },
  { to: '/about', label: 'About Us' },
];

const CARE_LINKS = [
  { to: '/track-order', label: 'Track Order' },
  { to: '/returns', label: 'Return & Exchange' },
  { to: '/contact', label: 'Contact' },
];

type SocialLabel = (typeof STORE_SOCIAL_NETWORKS)[number]['label'];

const SOCIAL_ICONS: Record<SocialLabel, ComponentType<SVGProps<SVGSVGElement>>> = {
  Instagram: InstagramMark,
  Facebook: FacebookMark,
  YouTube: YoutubeMark,
  Pinterest: PinterestMark,
};

// No policy pages are written yet; until they are, these lead to the About page.
const POLICY_LINKS = [
  { to: '/about#privacy-policy', label: 'Privacy Policy' },
  { to: '/about#terms-of-service', label: 'Terms of Service' },
  { to: '/about#shipping-policy', label: 'Shipping Policy' },
];

const linkClass =
  'inline-flex min-h-11 items-center text-sm text-ivory/75 hover:text-gold sm:min-h-9';

function LinkColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="font-display text-xl text-gold">{title}</h2>
      <ul className="mt-4">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The store's social links to show, in the footer's order (the footer's own code, so that its
 * idle chunk fetches no chain of imports): a link left empty under Settings is not shown.
 */
function socialLinksOf(contact: StoreContact): { label: SocialLabel; href: string }[] {
  return STORE_SOCIAL_NETWORKS.flatMap(({ field, label }) =>
    contact[field] ? [{ label, href: contact[field] }] : [],
  );
}

/** The store's social pages as the admin saved them (Settings); an empty one is left out. */
function SocialLinks() {
  const contact = useStoreContact();
  const links = contact.data ? socialLinksOf(contact.data) : [];
  if (links.length === 0) return null;
  return (
    <ul className="mt-6 flex gap-1" aria-label="Attar House on social media">
      {links.map(({ href, label }) => {
        const Icon = SOCIAL_ICONS[label];
        return (
          <li key={label}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${label} (opens in a new tab)`}
              className="inline-flex size-11 items-center justify-center rounded-full border border-rule-dark text-ivory/80 hover:border-gold hover:text-gold"
            >
              <Icon className="size-5" />
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The store's address, phone, email and hours as the admin saved them (Settings). A page the
 * server draws carries them in its data; a page the browser draws shows them once they arrive.
 */
function ContactColumn() {
  const contact = useStoreContact();
  const details = contact.data;
  return (
    <div>
      <h2 className="font-display text-xl text-gold">Contact Us</h2>
      {details ? (
        <address className="mt-4 space-y-3 text-sm text-ivory/75 not-italic">
          <p className="flex gap-3">
            <MapPin className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
            <span>{details.address}</span>
          </p>
          <p className="flex gap-3">
            <Phone className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
            <span>{details.phone}</span>
          </p>
          <p className="flex gap-3">
            <Mail className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
            <span>{details.email}</span>
          </p>
          {details.hours ? <p className="pl-7 text-ivory/60">{details.hours}</p> : null}
        </address>
      ) : contact.isError ? (
        <p className="mt-4 text-sm text-ivory/75">
          Write to us from our{' '}
          <Link to="/contact" className="underline underline-offset-4 hover:text-gold">
            Contact page
          </Link>
          .
        </p>
      ) : (
        // Holds the column's height while the details arrive.
        <div className="mt-4 min-h-32" aria-hidden="true" />
      )}
    </div>
  );
}

export function Footer() {
  return (
    <footer className="on-ink bg-ink text-ivory">
      <Container className="grid gap-12 py-16 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr] lg:py-20">
        <div>
          <Link to="/" className="font-display text-3xl font-semibold tracking-[0.04em] text-ivory">
            Attar House
          </Link>
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-ivory/70">
            Premium fragrances and fine jewelry, chosen with care and delivered across India.
          </p>
          <SocialLinks />
        </div>
        <LinkColumn title="Quick Links" links={QUICK_LINKS} />
        <LinkColumn title="Customer Care" links={CARE_LINKS} />
        <ContactColumn />
      </Container>
      <div className="border-t border-rule-dark">
        <Container className="flex flex-col gap-4 py-6 text-xs text-ivory/60 sm:flex-row sm:items-center sm:justify-between">
          <p>© {new Date().getFullYear()} Attar House. All rights reserved.</p>
          <ul className="flex flex-wrap gap-x-6">
            {POLICY_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center hover:text-gold sm:min-h-0"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </Container>
      </div>
    </footer>
  );
}
