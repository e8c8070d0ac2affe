import {
  ADMIN_INVITATION_TTL_HOURS,
  createAdminSchema,
  newPasswordSchema,
  staffRoleSchema,
  type StaffRole,
} from '@attar/contracts';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { useCreateAdmin } from '@/api/admin-users';
import { PasswordStrengthHint } from '@/components/password-strength-hint';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-client';
import { zodFormResolver } from '@/lib/forms';
import { readSaveError } from '../server-errors';
import { StaffRoleField } from './staff-role-field';

interface FormValues {
  email: string;
  firstName: string;
  lastName: string;
  setPasswordNow: boolean;
  password: string;
  staffRole: StaffRole;
}

const FIELDS = ['email', 'firstName', 'lastName', 'password'] as const;

// The server's rules and messages; the password only when the admin chose to set one.
const formSchema = createAdminSchema
  .omit({ password: true })
  .extend({ setPasswordNow: z.boolean(), password: z.string(), staffRole: staffRoleSchema })
  .superRefine((values, context) => {
    if (!values.setPasswordNow) return;
    const checked = newPasswordSchema.safeParse(values.password);
    if (!checked.success) {
      context.addIssue({
        code: 'custom',
        path: ['password'],
        message: checked.error.issues[0]?.message ?? 'Choose a password',
      });
    }
  });
type FormOutput = z.output<typeof formSchema>;
const resolver = zodFormResolver<FormValues, FormOutput>(formSchema);

/**
 * Adds an admin. By default the new admin is mailed a one-time link to choose their own
 * password, so no password passes through anyone's hands; setting one here is the fallback
 * for a store whose mail does not go out.
 */
export function AddAdminDialog({ onClose }: { onClose: () => void }) {
  const formId = useId();
  const create = useCreateAdmin();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver,
    defaultValues: {
      email: '',
      firstName: '',
      lastName: '',
      setPasswordNow: false,
      password: '',
      staffRole: 'MANAGER',
    },
  });
  const busy = create.isPending;
  const setPasswordNow = watch('setPasswordNow');

  const submit = async ({ setPasswordNow: withPassword, password, ...values }: FormOutput) => {
    setProblem(null);
    try {
      const created = await create.mutateAsync({
        ...values,
        ...(withPassword ? { password } : {}),
      });
      toast.success('Admin added', {
        description: created.passwordLinkMailed
          ? `A link to choose a password was mailed to ${created.email}.`
          : `${created.email} can sign in with the password you set.`,
      });
      onClose();
    } catch (error) {
      const { fieldErrors, problem: general } = readSaveError(error, FIELDS, {
        EMAIL_TAKEN: 'email',
      });
      for (const { field, message } of fieldErrors) setError(field, { message });
      setProblem(general);
      toast.error('Could not add the admin', {
        description: errorMessage(error, 'Please try again.'),
      });
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent
        title="Add admin"
        description="A staff account for the admin; its role says which sections and actions it may use."
        onInteractOutside={(event) => busy && event.preventDefault()}
        footer={
          <>
            <Button variant="ghost" disabled={busy} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" form={formId} disabled={busy}>
              {busy ? 'Adding...' : 'Add admin'}
            </Button>
          </>
        }
      >
        <form
          id={formId}
          noValidate
          onSubmit={(event) => void handleSubmit(submit)(event)}
          className="grid gap-4 sm:grid-cols-2"
        >
          {problem ? (
            <p role="alert" className="text-sm font-medium text-danger sm:col-span-2">
              {problem}
            </p>
          ) : null}
          <TextField
            id={`${formId}-email`}
            label="Email"
            type="email"
            autoComplete="off"
            maxLength={254}
            className="sm:col-span-2"
            error={errors.email?.message}
            disabled={busy}
            {...register('email')}
          />
          <TextField
            id={`${formId}-first`}
            label="First name"
            autoComplete="off"
            maxLength={50}
            error={errors.firstName?.message}
            disabled={busy}
            {...register('firstName')}
          />
          <TextField
            id={`${formId}-last`}
            label="Last name"
            autoComplete="off"
            maxLength={50}
            error={errors.lastName?.message}
            disabled={busy}
            {...register('lastName')}
          />
          <Controller
            control={control}
            name="staffRole"
            render={({ field }) => (
              <StaffRoleField
                id={`${formId}-role`}
                value={field.value}
                onChange={field.onChange}
                disabled={busy}
                className="sm:col-span-2"
              />
            )}
          />
          <div className="flex items-center justify-between gap-4 rounded-soft border border-rule px-3 sm:col-span-2">
            <div className="py-2">
              <Label htmlFor={`${formId}-set-now`} className="mb-0">
                Set a password now
              </Label>
              <p id={`${formId}-set-now-hint`} className="text-xs text-stone">
                {setPasswordNow
                  ? 'Tell them the password yourself; the mail only says the account exists.'
                  : `Off: they are mailed a link to choose their own, valid for ${ADMIN_INVITATION_TTL_HOURS} hours.`}
              </p>
            </div>
            <Controller
              control={control}
              name="setPasswordNow"
              render={({ field }) => (
                <Switch
                  id={`${formId}-set-now`}
                  aria-describedby={`${formId}-set-now-hint`}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={busy}
                />
              )}
            />
          </div>
          {setPasswordNow ? (
            <TextField
              id={`${formId}-password`}
              label="Password"
              type="password"
              autoComplete="new-password"
              maxLength={128}
              className="sm:col-span-2"
              hint={
                <PasswordStrengthHint
                  password={watch('password')}
                  personal={[watch('email'), watch('firstName'), watch('lastName')]}
                />
              }
              error={errors.password?.message}
              disabled={busy}
              {...register('password')}
            />
          ) : null}
        </form>
      </DialogContent>
    </Dialog>
  );
}
