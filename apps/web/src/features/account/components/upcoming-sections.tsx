import { Heart, Mail } from 'lucide-react';
import { Card } from '@/components/ui/card';

const SECTIONS = [
  { title: 'Wishlist', Icon: Heart },
  { title: 'Newsletter', Icon: Mail },
] as const;

/** The parts of My Account that later releases fill; each says so plainly and shows nothing made up. */
export function UpcomingSections() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {SECTIONS.map(({ title, Icon }) => (
        <Card key={title} aria-labelledby={`account-${title.toLowerCase()}`} className="sm:p-6">
          <Icon className="size-5 text-gold-deep" aria-hidden="true" strokeWidth={1.5} />
          <h2 id={`account-${title.toLowerCase()}`} className="mt-3 text-2xl">
            {title}
          </h2>
          <p className="mt-1 text-sm text-stone">This section is not available yet.</p>
        </Card>
      ))}
    </div>
  );
}
