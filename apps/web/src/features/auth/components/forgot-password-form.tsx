import { sendCredentialMailSchema } from '@attar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSendCredentialMail } from '@/api/auth';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';

type ForgotValues = z.input<typeof sendCredentialMailSchema>;

interface ForgotPasswordFormProps {
  defaultEmail?: string;
  onBack: () => void;
}

/**
 * Asks for a one-time link to set a new password (POST /api/app/SendCredentialMail). A
 * password is never mailed; the link leads to /set-password.
 */
export function ForgotPasswordForm({ defaultEmail = '', onBack }: ForgotPasswordFormProps) {
  const sendMail = useSendCredentialMail();
  const heading = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotValues, unknown, z.output<typeof sendCredentialMailSchema>>({
    resolver: zodResolver(sendCredentialMailSchema),
    defaultValues: { email: defaultEmail },
  });

  // The form replaces the one the person was using; move their focus with it.
  useEffect(() => heading.current?.focus(), []);

  const onSubmit = handleSubmit((values) => sendMail.mutate(values));
  const failure = sendMail.isError
    ? errorMessage(sendMail.error, 'Failed to send the link. Please try again later.')
    : null;

  return (
    <div className="space-y-5">
      <div>
        <h2 ref={heading} tabIndex={-1} className="text-2xl outline-none">
          Forgot your password?
        </h2>
        <p className="mt-1 text-sm text-stone">
          Enter the email of your account. We will send you a link to set a new password.
        </p>
      </div>
      {sendMail.isSuccess ? (
        <p
          role="status"
          className="flex gap-3 rounded-soft border border-success/30 bg-success/10 p-4 text-sm text-success"
        >
          <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{sendMail.data.message}</span>
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-5" aria-busy={sendMail.isPending}>
          <TextField
            id="forgot-email"
            label="Email"
            error={errors.email?.message}
            type="email"
            autoComplete="email"
            inputMode="email"
            {...register('email')}
          />
          {failure ? (
            <p role="alert" className="text-sm text-danger">
              {failure}
            </p>
          ) : null}
          <Button type="submit" size="lg" className="w-full" disabled={sendMail.isPending}>
            {sendMail.isPending ? 'Sending...' : 'Send link'}
          </Button>
        </form>
      )}
      <Button variant="ghost" className="w-full" onClick={onBack}>
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to login
      </Button>
    </div>
  );
}
