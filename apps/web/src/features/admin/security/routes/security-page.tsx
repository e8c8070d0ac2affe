import { TWO_FACTOR_MESSAGES } from '@attar/contracts';
import type { ReactNode } from 'react';
import { adminSection } from '@/features/admin/admin-sections';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { TwoFactorCard } from '../components/two-factor-card';

interface SecurityPageProps {
  /** The "Where you're signed in" card (the account's sessions), composed in by the app. */
  sessions?: ReactNode;
  /**
   * The store requires two-factor sign-in and this session has not set it up: the server
   * refuses everything else until it has, so the page says so and shows only the setup.
   */
  setupRequired?: boolean;
  /** The setup is confirmed and its recovery codes were seen: the back office opens again. */
  onSetupDone?: () => void;
}

/**
 * /admin/security: the signed-in staff member's own sign-in security, open to every staff role
 * (the section needs no permission): two-factor sign-in, and where they are signed in.
 */
export default function SecurityPage({ sessions, setupRequired, onSetupDone }: SecurityPageProps) {
  return (
    <>
      <AdminPageHeader title="Sign-in security" summary={adminSection('security').summary} />
      {setupRequired ? (
        <p
          role="alert"
          className="mb-4 rounded-soft border border-gold/50 bg-gold/10 px-4 py-3 text-sm"
        >
          {TWO_FACTOR_MESSAGES.setUpRequired}
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <TwoFactorCard onSetUp={setupRequired ? onSetupDone : undefined} />
        {setupRequired ? null : sessions}
      </div>
    </>
  );
}
