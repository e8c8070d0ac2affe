import { Link } from 'react-router';
import { adminSectionPath } from '@/lib/paths';
import { AdminPageHeader } from './admin-page-header';

/** An /admin/... path that is no section: said plainly, with the way back. */
export function AdminNotFound() {
  return (
    <>
      <AdminPageHeader title="Page not found" summary="There is no admin page at this address." />
      <Link
        to={adminSectionPath('dashboard')}
        className="font-medium text-gold-deep underline underline-offset-4"
      >
        Go to the dashboard
      </Link>
    </>
  );
}
