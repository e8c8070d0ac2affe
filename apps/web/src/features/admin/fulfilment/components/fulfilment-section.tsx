import { type ReactNode, useId } from 'react';

interface FulfilmentSectionProps {
  title: string;
  /** How many rows the list holds, beside the title. */
  count?: number;
  /** Buttons beside the title (under it on phones). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One list of the fulfilment screen, named by its heading for assistive technology. */
export function FulfilmentSection({ title, count, actions, children }: FulfilmentSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-2">
        <h2 id={id} className="font-sans text-lg font-semibold tracking-tight">
          {title}
          {count !== undefined ? (
            <span className="ml-2 text-sm font-normal text-stone tabular-nums">({count})</span>
          ) : null}
        </h2>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
