import { changePasswordSchema } from '@attar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { type RenewedSession, useChangePassword } from '@/api/account';
import { PasswordStrengthHint } from '@/components/password-strength-hint';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { TextField } from '@/components/ui/field';
import { ApiError, errorMessage, fieldErrorOf } from '@/lib/api-client';

const formSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
type FormValues = z.input<typeof formSchema>;

const FIELDS = [
  {
    name: 'currentPassword',
    label: 'Current password',
    autoComplete: 'current-password',
    hint: undefined,
  },
  {
    name: 'newPassword',
    label: 'New password',
    autoComplete: 'new-password',
    hint: 'strength',
  },
  {
    name: 'confirmPassword',
    label: 'Confirm new password',
    autoComplete: 'new-password',
    hint: undefined,
  },
] as const;

interface ChangePasswordFormProps {
  /** The account's email, for password managers. */
  email: string;
  /** Keeps the person signed in on the token the change answers (older tokens stop working). */
  onPasswordChanged: (session: RenewedSession) => void;
}

/** PUT /api/change-password: current password, new password twice. */
export function ChangePasswordForm({ email, onPasswordChanged }: ChangePasswordFormProps) {
  const change = useChangePassword(onPasswordChanged);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const newPassword = useWatch({ control, name: 'newPassword' });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      reset();
      toast.success('Password changed', {
        description: 'Other devices signed in to your account have been signed out.',
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'WRONG_PASSWORD') {
        setError('currentPassword', { message: error.message });
        return;
      }
      const refusal = fieldErrorOf(error, 'newPassword');
      if (refusal) {
        setError('newPassword', { message: refusal });
        return;
      }
      toast.error('Password Not Changed', {
        description: errorMessage(error, 'Failed to change your password. Please try again.'),
      });
    }
  });

  return (
    <Card aria-labelledby="change-password-title">
      <CardHeader id="change-password-title" title="Change password" />
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-busy={change.isPending}>
        {/* Lets password managers pair the new password with the account. */}
        <input type="email" name="username" autoComplete="username" value={email} hidden readOnly />
        <div className="grid gap-5 sm:grid-cols-3">
          {FIELDS.map(({ name, label, autoComplete, hint }) => (
            <TextField
              key={name}
              id={`change-${name}`}
              label={label}
              error={errors[name]?.message}
              hint={
                hint === 'strength' ? (
                  <PasswordStrengthHint password={newPassword ?? ''} personal={[email]} />
                ) : undefined
              }
              type="password"
              autoComplete={autoComplete}
              {...register(name)}
            />
          ))}
        </div>
        <Button type="submit" disabled={change.isPending} className="w-full sm:w-auto">
          {change.isPending ? 'Changing...' : 'Change password'}
        </Button>
      </form>
    </Card>
  );
}
