import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * The reviews section's outline: its heading, the summary column and the list. Shared by the
 * section and the stand-in drawn before the section's code loads, so the two take the same place
 * (and #reviews, the rating link's target, is there from the start).
 */
export function ReviewsFrame({ aside, children }: { aside: ReactNode; children: ReactNode }) {
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-28">
      <h2 id="reviews-heading" className="text-3xl sm:text-4xl">
        Reviews
      </h2>
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:gap-16">
        <div className="space-y-6">{aside}</div>
        <div>{children}</div>
      </div>
    </section>
  );
}

export function SummarySkeleton() {
  return <Skeleton className="h-20 w-48" />;
}

export function ReviewListSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true" aria-label="Loading reviews">
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}
