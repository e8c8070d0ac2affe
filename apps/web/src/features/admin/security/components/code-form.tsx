import { secondFactorCodeSchema, twoFactorCodeSchema } from '@attar/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { zodFormResolver } from '@/lib/forms';

interface FormValues {
  code: string;
}

// The server's rules and messages: the first code is the app's; later ones may be recovery codes.
const appCodeResolver = zodFormResolver<FormValues>(z.object({ code: twoFactorCodeSchema }));
const anyCodeResolver = zodFormResolver<FormValues>(z.object({ code: secondFactorCodeSchema }));

// Refusals that are about the code typed: shown under the field rather than below the form.
const CODE_ERRORS = new Set(['TWO_FACTOR_CODE_INVALID', 'TWO_FACTOR_LOCKED', 'VALIDATION_FAILED']);

interface CodeFormProps {
  /** Whether a recovery code is accepted too (not for the first code of a setup). */
  acceptsRecoveryCode: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** Sends the code, normalised; a refusal is shown in the form. */
  onSubmit: (code: string) => Promise<unknown>;
  onCancel?: () => void;
  submitVariant?: 'primary' | 'danger';
}

/** Asks for a code from the authenticator app (or a recovery code) and sends it. */
export function CodeForm({
  acceptsRecoveryCode,
  submitLabel,
  pendingLabel,
  onSubmit,
  onCancel,
  submitVariant = 'primary',
}: CodeFormProps) {
  const fieldId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: acceptsRecoveryCode ? anyCodeResolver : appCodeResolver,
    defaultValues: { code: '' },
  });

  const submit = handleSubmit(async ({ code }) => {
    setProblem(null);
    try {
      await onSubmit(code);
    } catch (error) {
      const message = errorMessage(error, 'The code could not be checked. Try again.');
      if (error instanceof ApiError && error.code && CODE_ERRORS.has(error.code)) {
        setError('code', { message }, { shouldFocus: true });
      } else {
        setProblem(message);
      }
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <TextField
        id={fieldId}
        label={
          acceptsRecoveryCode ? 'Code from your app, or a recovery code' : 'Code from your app'
        }
        hint={
          acceptsRecoveryCode
            ? 'Six digits, or a recovery code such as k7m2-q9wx.'
            : 'The six digits your authenticator app shows now.'
        }
        error={errors.code?.message}
        autoComplete="one-time-code"
        inputMode={acceptsRecoveryCode ? 'text' : 'numeric'}
        autoCapitalize="off"
        spellCheck={false}
        className="max-w-xs"
        {...register('code')}
      />
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={submitVariant} disabled={isSubmitting}>
          {isSubmitting ? pendingLabel : submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
