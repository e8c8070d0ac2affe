import { useEffect } from 'react';

/** An admin screen that a later release brings: its title and a plain line saying so. */
export function AdminPlaceholder({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} | Attar House Admin`;
  }, [title]);
  return (
    <section>
      <h1 className="font-sans text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-2 text-sm text-stone">This page is not available yet.</p>
    </section>
  );
}
