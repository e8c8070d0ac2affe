import { telHref } from '@attar/contracts';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ComponentType, ReactNode, SVGProps } from 'react';
import { useStoreContact } from '@/api/store-contact';
import { Skeleton } from '@/components/ui/skeleton';

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

/**
 * The house's address, telephone, email and hours as the admin saved them under Settings, the
 * same as the footer's.
 */
export function ContactDetails() {
  const contact = useStoreContact();
  const details = contact.data;
  return (
    <div className="on-ink self-start rounded-card bg-ink p-6 text-ivory sm:p-8">
      <h2 className="font-display text-2xl text-ivory">Visit or write to us</h2>
      {details ? (
        <dl className="mt-6 space-y-6 text-sm">
          <DetailRow Icon={MapPin} label="Boutique">
            <address className="not-italic">{details.address}</address>
          </DetailRow>
          <DetailRow Icon={Phone} label="Telephone">
            <a href={telHref(details.phone)} className={linkClass}>
              {details.phone}
            </a>
          </DetailRow>
          <DetailRow Icon={Mail} label="Email">
            <a href={`mailto:${details.email}`} className={linkClass}>
              {details.email}
            </a>
          </DetailRow>
          {details.hours ? (
            <DetailRow Icon={Clock} label="Hours">
              {details.hours}
            </DetailRow>
          ) : null}
        </dl>
      ) : contact.isError ? (
        <p className="mt-6 text-sm text-ivory/85">
          Our address and telephone could not be loaded. The form on this page reaches us all the
          same.
        </p>
      ) : (
        <div role="status" className="mt-6 space-y-6">
          <span className="sr-only">Loading our contact details...</span>
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} className="h-10 w-full bg-ivory/10" />
          ))}
        </div>
      )}
    </div>
  );
}
