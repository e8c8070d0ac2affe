import type { ReactNode } from 'react';

/** A titled panel holding one chart or list of the dashboard. */
export function ChartPanel({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const id = `panel-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-soft border border-rule bg-paper p-4">
      <h2 id={id} className="font-sans text-base font-semibold">
        {title}
      </h2>
      {description ? <p className="mt-0.5 text-xs text-stone">{description}</p> : null}
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** What a panel says when the store has nothing to show there yet. */
export function EmptyPanel({ children }: { children: ReactNode }) {
  return <p className="py-8 text-center text-sm text-stone">{children}</p>;
}
