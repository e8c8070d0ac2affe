import { Info } from 'lucide-react';
import { type AdminSectionPath, adminSection } from '../admin-sections';
import { AdminPageHeader } from './admin-page-header';

/**
 * An admin section this version does not have yet: its name, what it will hold, and a plain
 * statement that it is not available. Each section's page shows this until its screen replaces it.
 */
export function SectionNotAvailable({ section }: { section: AdminSectionPath }) {
  const { title, summary } = adminSection(section);
  return (
    <>
      <AdminPageHeader title={title} summary={summary} />
      <div
        role="note"
        className="flex max-w-2xl items-start gap-3 rounded-soft border border-rule bg-ivory px-4 py-3 text-sm"
      >
        <Info className="mt-0.5 size-4 shrink-0 text-gold-deep" aria-hidden="true" />
        <p>
          <span className="font-medium">Not available in this version.</span>{' '}
          <span className="text-stone">
            This screen is not part of the current release of the Attar House admin.
          </span>
        </p>
      </div>
    </>
  );
}
