import { secondFactorCodeSchema } from '@attar/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { zodFormResolver } from '@/lib/forms';

interface CodeValues {
  code: string;
}

// The server's rule and message: six digits from the app, or a recovery code.
const codeResolver = zodFormResolver<CodeValues>(z.object({ code: secondFactorCodeSchema }));

/**
 * What to say under the code field about a refusal of the code itself (wrong or used, with the
 * tries left before the lock; locked), or null for any other failure.
 */
export function codeRefusalMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'TWO_FACTOR_LOCKED' || error.code === 'VALIDATION_FAILED') {
    return errorMessage(error, 'That code could not be checked.');
  }
  if (error.code !== 'TWO_FACTOR_CODE_INVALID') return null;
  const details = error.body?.details as { attemptsLeft?: unknown } | undefined;
  const left = details?.attemptsLeft;
  const tries =
    typeof left === 'number' && left > 0 ? ` ${left} ${left === 1 ? 'try' : 'tries'} left.` : '';
  return `${errorMessage(error, 'That code is not right.')}${tries}`;
}

interface SecondFactorCodeFormProps {
  /** The field's id, unique on the page. */
  id: string;
  /** Sends the code, normalised (six digits, or a recovery code as `k7m2-q9wx`). */
  onSubmit: (code: string) => Promise<unknown>;
  /** Said when a failure is not about the code (the server unreachable, say). */
  fallbackMessage: string;
  submitLabel: string;
  /** The submit button's words while the code is being checked. */
  pendingLabel: string;
  /** The other button's words ("Cancel", "Use a different account") and what it does. */
  leaveLabel: string;
  onLeave: () => void;
  autoFocus?: boolean;
}

/**
 * Asks for a second-factor code (the sign-in's code step, the step-up before a sensitive
 * change): the app's six digits by default, with a numeric keyboard on phones, or a recovery
 * code after "Use a recovery code" (letters need the full keyboard). Refusals of the code show
 * under the field; any other above the buttons.
 */
export function SecondFactorCodeForm({
  id,
  onSubmit,
  fallbackMessage,
  submitLabel,
  pendingLabel,
  leaveLabel,
  onLeave,
  autoFocus,
}: SecondFactorCodeFormProps) {
  const [recovery, setRecovery] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CodeValues>({ resolver: codeResolver, defaultValues: { code: '' } });

  const submit = handleSubmit(async ({ code }) => {
    setProblem(null);
    try {
      await onSubmit(code);
    } catch (error) {
      const refusal = codeRefusalMessage(error);
      if (refusal) setError('code', { message: refusal }, { shouldFocus: true });
      else setProblem(errorMessage(error, fallbackMessage));
    }
  });

  const switchKind = () => {
    setRecovery((current) => !current);
    setFocus('code');
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <TextField
        id={id}
        label="Code from your authenticator app"
        hint="The six digits your app shows now. Lost your phone? Enter one of your recovery codes, such as k7m2-q9wx."
        labelAside={
          <button
            type="button"
            onClick={switchKind}
            className="-my-3 py-3 text-sm text-gold-deep underline-offset-4 hover:underline"
          >
            {recovery ? 'Use the app’s code' : 'Use a recovery code'}
          </button>
        }
        error={errors.code?.message}
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        autoFocus={autoFocus}
        {...register('code')}
      />
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? pendingLabel : submitLabel}
        </Button>
        <Button type="button" variant="ghost" onClick={onLeave} disabled={isSubmitting}>
          {leaveLabel}
        </Button>
      </div>
    </form>
  );
}
