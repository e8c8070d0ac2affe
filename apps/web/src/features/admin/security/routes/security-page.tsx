import { adminSection } from '@/features/admin/admin-sections';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { TwoFactorCard } from '../components/two-factor-card';

/**
 * /admin/security: the signed-in staff member's own sign-in security, open to every staff role
 * (the section needs no permission): two-factor sign-in, and where they are signed in.
 */
export default function SecurityPage() {
  return (
    <>
      <AdminPageHeader title="Sign-in security" summary={adminSection('security').summary} />
      <div className="grid gap-4 lg:grid-cols-2">
        <TwoFactorCard />
        {/* The "Where you're signed in" card (the account's sessions) goes here, beside it. */}
      </div>
    </>
  );
}
