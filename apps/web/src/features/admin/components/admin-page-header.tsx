import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';

interface AdminPageHeaderProps {
  title: string;
  /** One line under the title about what the page is for. */
  summary?: string;
  /** Buttons on the right ("Add product"), under the title on phones. */
  actions?: ReactNode;
}

/** The top of every admin screen: its title (also the tab's), a line about it, and its actions. */
export function AdminPageHeader({ title, summary, actions }: AdminPageHeaderProps) {
  useDocumentTitle(`${title} | Admin`);
  return (
    <header className="mb-6 flex flex-wrap items-start justify-between gap-3 border-b border-rule pb-4">
      <div className="min-w-0">
        <h1 className="font-sans text-2xl font-semibold tracking-tight">{title}</h1>
        {summary ? <p className="mt-1 max-w-2xl text-sm text-stone">{summary}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}
