import { TWO_FACTOR_MESSAGES } from '@attar/contracts';
import { useId } from 'react';
import { SecondFactorCodeForm } from '@/components/second-factor-code-form';
import { ApiError } from '@/lib/api-client';
import { LOGIN_FALLBACK_MESSAGE } from '../auth-store';

/**
 * Whether a sign-in was refused only for want of the two-factor code: the password was right,
 * and the same email and password go again with the code.
 */
export function needsSecondFactor(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'TWO_FACTOR_REQUIRED';
}

interface SecondFactorStepProps {
  /** Who is signing in, shown so the person knows which account's code is asked for. */
  email: string;
  /** Signs in again with the password kept from the first step and this code. */
  onVerify: (code: string) => Promise<unknown>;
  /** Back to the email and password, empty. */
  onBack: () => void;
}

/** The sign-in's second step for a staff account with two-factor sign-in on. */
export function SecondFactorStep({ email, onVerify, onBack }: SecondFactorStepProps) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <div>
        <h2 id={`${id}-title`} className="font-sans text-lg font-semibold">
          Two-factor code
        </h2>
        <p className="mt-1 text-sm text-stone">{TWO_FACTOR_MESSAGES.codeRequired}</p>
        <p className="mt-1 text-sm break-words text-stone">
          Signing in as <span className="font-medium text-ink">{email}</span>
        </p>
      </div>
      <SecondFactorCodeForm
        id={`${id}-code`}
        onSubmit={onVerify}
        fallbackMessage={LOGIN_FALLBACK_MESSAGE}
        submitLabel="Verify"
        pendingLabel="Verifying..."
        leaveLabel="Use a different account"
        onLeave={onBack}
        autoFocus
      />
    </section>
  );
}
