import type { SetupChecklist as Checklist, SetupItemKey } from '@attar/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { ADMIN_NEW_PRODUCT_PATH, adminSectionPath } from '@/lib/paths';

/** What each item asks of the owner, and the page that completes it. */
const SETUP_ITEMS: Record<SetupItemKey, { title: string; todo: string; link: string; to: string }> =
  {
    invoiceIdentity: {
      title: 'Invoice identity',
      todo: 'Fill in the legal name, address, GSTIN and state that GST tax invoices print. Until then shipped orders get no invoice.',
      link: 'Open Settings',
      to: adminSectionPath('settings'),
    },
    storeContact: {
      title: 'Store contact details',
      todo: 'Save the address, phone, email and social links the footer, the contact page and order mails show. Until then they show placeholders.',
      link: 'Open Settings',
      to: adminSectionPath('settings'),
    },
    paymentMethods: {
      title: 'Payment methods',
      todo: 'Switch on at least one way to pay, or the checkout offers none.',
      link: 'Open Payment methods',
      to: adminSectionPath('payment-method'),
    },
    deliveryZones: {
      title: 'Delivery zones',
      todo: 'Check where you deliver, the shipping charges, cash on delivery and delivery days, and save them. A new store delivers free everywhere but to the Army Postal Service.',
      link: 'Open Delivery',
      to: adminSectionPath('delivery'),
    },
    ownProduct: {
      title: 'Your first product',
      todo: 'Add a product of your own beside the demo catalogue.',
      link: 'Add a product',
      to: ADMIN_NEW_PRODUCT_PATH,
    },
  };

/**
 * The owner's first steps, from GET /api/admin/setup-checklist: shown until every item is done,
 * then gone. Each item links to the page that completes it.
 */
export function SetupChecklist({ checklist }: { checklist: Checklist }) {
  const headingId = useId();
  if (checklist.complete) return null;
  const doneCount = checklist.items.filter((item) => item.done).length;
  return (
    <Card aria-labelledby={headingId} className="p-5 sm:p-5">
      <h2 id={headingId} className="font-sans text-lg font-semibold">
        Set up your store
      </h2>
      <p className="mt-1 text-sm text-stone">
        {doneCount} of {checklist.items.length} done. This list goes away once all are.
      </p>
      <ul className="mt-4 divide-y divide-rule text-sm">
        {checklist.items.map((item) => {
          const about = SETUP_ITEMS[item.key];
          return (
            <li key={item.key} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-ink">{about.title}</p>
                {item.done ? null : <p className="text-stone">{about.todo}</p>}
              </div>
              <div className="flex shrink-0 items-center gap-3">
                <Badge tone={item.done ? 'success' : 'muted'}>{item.done ? 'Done' : 'To do'}</Badge>
                {item.done ? null : (
                  <Link to={about.to} className="font-medium text-ink underline">
                    {about.link}
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
