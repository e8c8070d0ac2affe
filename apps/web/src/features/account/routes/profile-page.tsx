import type { User } from '@attar/contracts';
import { useEffect, type ReactNode } from 'react';
import { type RenewedSession, useProfile } from '@/api/account';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ChangePasswordForm } from '../components/change-password-form';
import { EditProfileForm } from '../components/edit-profile-form';
import { MarketingEmailsCard } from '../components/marketing-emails-card';
import { ProfileSummary } from '../components/profile-summary';
import { SessionsCard } from '../components/sessions-card';
import { AccountShortcuts } from '../components/account-shortcuts';

interface ProfilePageProps {
  /** Called with every freshly loaded or saved profile (the app keeps the header's name in step). */
  onProfile: (user: User) => void;
  onPasswordChanged: (session: RenewedSession) => void;
  /** The order just placed, shown first (the orders feature, composed by the app). */
  placedOrder?: ReactNode;
  /** The shopper's orders, listed before the profile and its settings. */
  orders?: ReactNode;
  /** Sections other features fill (addresses), composed by the app. */
  sections?: ReactNode;
}

/**
 * /profile: My Account. The order just placed comes first, then the orders, then the profile with
 * its settings (edit profile, change password, where one is signed in), the addresses and the
 * shortcuts.
 */
export function ProfilePage({
  onProfile,
  onPasswordChanged,
  placedOrder,
  orders,
  sections,
}: ProfilePageProps) {
  useDocumentTitle('My Account');
  const profile = useProfile();
  const user = profile.data;

  useEffect(() => {
    if (user) onProfile(user);
  }, [user, onProfile]);

  return (
    <Container className="py-10 sm:py-14">
      <header className="mb-8 sm:mb-10">
        <p className="text-eyebrow font-medium text-gold-deep uppercase">My account</p>
        <h1 className="mt-2 text-4xl sm:text-5xl">My Account</h1>
        {user ? (
          <p className="mt-2 text-stone">Welcome, {user.firstname || user.fullName}.</p>
        ) : null}
      </header>

      {placedOrder || orders ? (
        <div className="mb-10 space-y-6 sm:mb-12">
          {placedOrder}
          {orders}
        </div>
      ) : null}

      {user ? (
        <div className="grid items-start gap-6 lg:grid-cols-3">
          <ProfileSummary profile={user} />
          <div className="space-y-6 lg:col-span-2">
            <EditProfileForm key={user.id} profile={user} onUpdated={onProfile} />
            <ChangePasswordForm email={user.email} onPasswordChanged={onPasswordChanged} />
            <SessionsCard />
            <MarketingEmailsCard />
          </div>
        </div>
      ) : profile.isError ? (
        <Card role="alert" className="text-center">
          <p className="text-ink">Failed to load your profile.</p>
          <p className="mt-1 text-sm text-stone">
            {errorMessage(profile.error, 'Please try again.')}
          </p>
          <Button variant="outline" className="mt-5" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        </Card>
      ) : (
        <div className="grid gap-6 lg:grid-cols-3" role="status">
          <span className="sr-only">Loading your profile...</span>
          <Skeleton className="h-72" />
          <Skeleton className="h-72 lg:col-span-2" />
        </div>
      )}

      {sections ? <div className="mt-10 space-y-6 sm:mt-12">{sections}</div> : null}

      <div className="mt-10 sm:mt-12">
        <AccountShortcuts />
      </div>
    </Container>
  );
}
