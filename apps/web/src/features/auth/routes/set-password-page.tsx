import { setPasswordSchema } from '@attar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useSetPassword } from '@/api/auth';
import { PasswordStrengthHint } from '@/components/password-strength-hint';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { ApiError, errorMessage, fieldErrorOf } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard } from '../components/auth-card';

const formSchema = z
  .object({ password: setPasswordSchema.shape.password, confirm: z.string() })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    message: 'Passwords do not match',
  });
type FormValues = z.infer<typeof formSchema>;

const BROKEN_LINK =
  'This link is not complete. Please open the link from the email again, or ask for a new one.';

const loginLinkClass = 'font-medium text-gold-deep underline-offset-4 hover:underline';

/** /set-password?token=: where the mailed one-time link leads (POST /api/set-password). */
export default function SetPasswordPage() {
  useDocumentTitle('Set Password');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const tokenLooksRight = setPasswordSchema.shape.token.safeParse(token).success;
  const setPassword = useSetPassword();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { password: '', confirm: '' },
  });

  const newPassword = useWatch({ control, name: 'password' });
  // A password the server finds easy to guess is told beside the field, not as a failure.
  const onSubmit = handleSubmit(({ password }) =>
    setPassword.mutate(
      { token, password },
      {
        onError: (error) => {
          const refusal = fieldErrorOf(error, 'password');
          if (refusal) setError('password', { message: refusal });
        },
      },
    ),
  );

  let body;
  if (setPassword.isSuccess) {
    body = (
      <div className="space-y-6 text-center">
        <p role="status" className="flex items-start gap-3 text-left text-success">
          <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <span>{setPassword.data.message}</span>
        </p>
        <Button asChild size="lg" className="w-full">
          <Link to="/login">Go to Login</Link>
        </Button>
      </div>
    );
  } else if (!tokenLooksRight) {
    body = <LinkProblem message={BROKEN_LINK} />;
  } else if (setPassword.error instanceof ApiError && setPassword.error.code === 'LINK_INVALID') {
    body = <LinkProblem message={errorMessage(setPassword.error, BROKEN_LINK)} />;
  } else {
    const failure =
      setPassword.isError && !fieldErrorOf(setPassword.error, 'password')
        ? errorMessage(setPassword.error, 'Failed to set the password. Please try again later.')
        : null;
    body = (
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-busy={setPassword.isPending}>
        <TextField
          id="set-password-new"
          label="New password"
          error={errors.password?.message}
          hint={<PasswordStrengthHint password={newPassword ?? ''} />}
          type="password"
          autoComplete="new-password"
          {...register('password')}
        />
        <TextField
          id="set-password-confirm"
          label="Confirm password"
          error={errors.confirm?.message}
          type="password"
          autoComplete="new-password"
          {...register('confirm')}
        />
        {failure ? (
          <p role="alert" className="text-sm text-danger">
            {failure}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={setPassword.isPending}>
          {setPassword.isPending ? 'Saving...' : 'Set Password'}
        </Button>
      </form>
    );
  }

  return (
    <AuthCard
      eyebrow="Your account"
      title="Set a Password"
      intro="Choose a new password for your Attar House account."
      footer={
        <>
          Remembered it?{' '}
          <Link to="/login" className={loginLinkClass}>
            Login
          </Link>
        </>
      }
    >
      {body}
    </AuthCard>
  );
}

/** A link that cannot be used: the reason, and the way to a fresh one. */
function LinkProblem({ message }: { message: string }) {
  return (
    <div className="space-y-4">
      <p
        role="alert"
        className="rounded-soft border border-danger/30 bg-danger/5 p-4 text-sm text-danger"
      >
        {message}
      </p>
      <p className="text-sm text-stone">
        You can ask for a new link with{' '}
        <span className="font-medium text-ink">Forgot password?</span> on the{' '}
        <Link to="/login" className={loginLinkClass}>
          login page
        </Link>
        .
      </p>
    </div>
  );
}
