import { STAFF_ROLE_LABELS } from '@attar/contracts';
import { Link } from 'react-router';
import { adminSectionPath } from '@/lib/paths';
import { useStaffRole } from '@/lib/staff-access';
import { AdminPageHeader } from './admin-page-header';

/**
 * An admin section the signed-in staff member's role may not use, reached by its address: said
 * plainly, with who can change it and the way back (docs/permissions.md).
 */
export function AdminNotAllowed({ section }: { section: string }) {
  const role = useStaffRole();
  const roleName = role ? STAFF_ROLE_LABELS[role].title : 'no';
  return (
    <>
      <AdminPageHeader
        title="Not allowed"
        summary={`Your role (${roleName}) does not allow ${section}. An owner can change your role on the Users page.`}
      />
      <Link
        to={adminSectionPath('dashboard')}
        className="font-medium text-gold-deep underline underline-offset-4"
      >
        Go to the dashboard
      </Link>
    </>
  );
}
