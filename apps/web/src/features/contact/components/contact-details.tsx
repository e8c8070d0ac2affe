import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { STORE_CONTACT } from '@/lib/store-contact';

function DetailRow({
  Icon,
  label,
  children,
}: {
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  label: string;
  children: ReactNode;
}) {
  // A <dl> group holds only its <dt> and <dd>, so the icon sits inside the term, beside the text.
  return (
    <div className="relative min-h-10 pl-14">
      <dt className="text-eyebrow font-medium text-gold uppercase">
        <span
          aria-hidden="true"
          className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-full border border-rule-dark text-gold"
        >
          <Icon className="size-4" />
        </span>
        {label}
      </dt>
      <dd className="mt-1 text-ivory/85">{children}</dd>
    </div>
  );
}

const linkClass =
  'inline-flex min-h-11 items-center underline-offset-4 hover:text-gold hover:underline sm:min-h-0';

/** The house's address, telephone, email and hours, the same as the footer's. */
export function ContactDetails() {
  return (
    <div className="on-ink self-start rounded-card bg-ink p-6 text-ivory sm:p-8">
      <h2 className="font-display text-2xl text-ivory">Visit or write to us</h2>
      <dl className="mt-6 space-y-6 text-sm">
        <DetailRow Icon={MapPin} label="Boutique">
          <address className="not-italic">{STORE_CONTACT.address}</address>
        </DetailRow>
        <DetailRow Icon={Phone} label="Telephone">
          <a href={STORE_CONTACT.phoneHref} className={linkClass}>
            {STORE_CONTACT.phone}
          </a>
        </DetailRow>
        <DetailRow Icon={Mail} label="Email">
          <a href={`mailto:${STORE_CONTACT.email}`} className={linkClass}>
            {STORE_CONTACT.email}
          </a>
        </DetailRow>
        <DetailRow Icon={Clock} label="Hours">
          {STORE_CONTACT.hours}
        </DetailRow>
      </dl>
    </div>
  );
}
