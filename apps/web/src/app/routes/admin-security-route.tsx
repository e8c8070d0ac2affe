import { useOutletContext } from 'react-router';
import { SessionsCard } from '@/features/account/components/sessions-card';
import SecurityPage from '@/features/admin/security/routes/security-page';
import type { TwoFactorSetupGate } from '../layouts/two-factor-setup-gate';

const sessionsCard = <SessionsCard headingStyle="admin" />;

/**
 * /admin/security: the staff member's sign-in security with, under two-factor sign-in, where
 * they are signed in (My Account's card: the same sessions, features meet here), and the
 * admin layout's setup gate.
 */
export function AdminSecurityRoute() {
  const gate = useOutletContext<TwoFactorSetupGate>();
  return (
    <SecurityPage sessions={sessionsCard} setupRequired={gate.required} onSetupDone={gate.finish} />
  );
}
