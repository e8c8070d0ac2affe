import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { onRefusal } from '@/lib/api-client';
import { adminSectionPath } from '@/lib/paths';

/** The admin layout's word to its pages about the store's "set up two-factor sign-in first". */
export interface TwoFactorSetupGate {
  /** A call was refused with TWO_FACTOR_SETUP_REQUIRED: only Sign-in security may be used. */
  required: boolean;
  /** The setup is confirmed and its recovery codes seen: opens the back office again. */
  finish: () => void;
}

/**
 * When the store requires two-factor sign-in of staff, a session without it is refused every
 * admin call but the setup's (403 TWO_FACTOR_SETUP_REQUIRED). The first such refusal, whatever
 * page made it, closes the back office down to Sign-in security until the setup is confirmed.
 */
export function useTwoFactorSetupGate(): TwoFactorSetupGate {
  const navigate = useNavigate();
  const [required, setRequired] = useState(false);
  useEffect(
    () =>
      onRefusal('TWO_FACTOR_SETUP_REQUIRED', () => {
        setRequired(true);
        return false; // the refused call fails; the layout moves to Sign-in security
      }),
    [],
  );
  const finish = useCallback(() => {
    setRequired(false);
    void navigate(adminSectionPath('dashboard'));
  }, [navigate]);
  return { required, finish };
}
