import { Heart, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';

const SHORTCUTS = [
  {
    title: 'Wishlist',
    to: '/wishlist',
    text: 'The pieces you saved for later.',
    action: 'Open your wishlist',
    Icon: Heart,
  },
  {
    title: 'Newsletter',
    to: '/newsletterSection',
    text: 'New launches and private offers, by email.',
    action: 'Manage your subscription',
    Icon: Mail,
  },
] as const;

/** My Account's links to the parts of the account that have pages of their own. */
export function AccountShortcuts() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {SHORTCUTS.map(({ title, to, text, action, Icon }) => (
        <Card key={title} aria-labelledby={`account-${title.toLowerCase()}`} className="sm:p-6">
          <Icon className="size-5 text-gold-deep" aria-hidden="true" strokeWidth={1.5} />
          <h2 id={`account-${title.toLowerCase()}`} className="mt-3 text-2xl">
            {title}
          </h2>
          <p className="mt-1 text-sm text-stone">{text}</p>
          <Link
            to={to}
            className="mt-3 inline-flex min-h-11 items-center text-sm text-ink underline underline-offset-4 hover:text-gold-deep"
          >
            {action}
          </Link>
        </Card>
      ))}
    </div>
  );
}
