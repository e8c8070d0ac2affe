import { LifeBuoy, type LucideIcon, RefreshCw, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Accordion } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useStoreContactIfLoaded } from '@/api/store-contact';
import { STORE_CONTACT } from '@/lib/store-contact';
import { POLICY_CARDS, RETURN_FAQ } from '../return-policy-content';

const CARD_ICONS: Record<(typeof POLICY_CARDS)[number]['title'], LucideIcon> = {
  'Easy Returns': Undo2,
  Exchanges: RefreshCw,
};

const faqEntries = RETURN_FAQ.map((entry) => ({
  value: entry.value,
  title: entry.question,
  content: (
    <div className="space-y-3">
      {entry.answer.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  ),
}));

/** The Return Policy tab: the three promises, the questions shoppers ask, and the way to My Returns. */
export function ReturnPolicyTab({ onGoToRequests }: { onGoToRequests: () => void }) {
  // The saved details once the page has them; the tab asks for nothing itself.
  const contact = useStoreContactIfLoaded() ?? STORE_CONTACT;
  return (
    <div className="space-y-12">
      <ul className="grid gap-4 md:grid-cols-3" aria-label="Our promises">
        {POLICY_CARDS.map((card) => (
          <PolicyCard key={card.title} icon={CARD_ICONS[card.title]} title={card.title}>
            {card.text}
          </PolicyCard>
        ))}
        <PolicyCard icon={LifeBuoy} title="Support">
          Questions about a return? Reach us through our{' '}
          <Link
            to="/contact"
            className="font-medium text-gold-deep underline underline-offset-4 hover:text-ink"
          >
            Contact page
          </Link>{' '}
          or at{' '}
          <a
            href={`mailto:${contact.email}`}
            className="font-medium text-gold-deep underline underline-offset-4 hover:text-ink"
          >
            {contact.email}
          </a>
          {contact.hours ? `, ${contact.hours}` : ''}.
        </PolicyCard>
      </ul>

      <section aria-labelledby="returns-faq-title" className="mx-auto max-w-3xl">
        <h2 id="returns-faq-title" className="text-3xl">
          Frequently asked questions
        </h2>
        <Accordion entries={faqEntries} className="mt-5" />
      </section>

      <div className="flex flex-col items-center gap-3 text-center">
        <p className="text-sm text-stone">Ready to send something back or swap it?</p>
        <Button onClick={onGoToRequests}>Go to My Returns</Button>
      </div>
    </div>
  );
}

function PolicyCard({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <li>
      <Card className="h-full sm:p-6">
        <Icon className="size-6 text-gold-deep" aria-hidden="true" strokeWidth={1.5} />
        <h3 className="mt-4 text-2xl">{title}</h3>
        <p className="mt-2 text-sm leading-relaxed text-stone">{children}</p>
      </Card>
    </li>
  );
}
