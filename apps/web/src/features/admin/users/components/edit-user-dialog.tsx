import {
  type AdminUpdateUser,
  type AdminUser,
  mobileSchema,
  personNameSchema,
} from '@attar/contracts';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { useUpdateAdminUser } from '@/api/admin-users';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-client';
import { zodFormResolver } from '@/lib/forms';
import { readSaveError } from '../server-errors';

interface FormValues {
  firstName: string;
  lastName: string;
  mobile: string;
  isActive: boolean;
}

const FIELDS = ['firstName', 'lastName', 'mobile', 'isActive'] as const;

// The server's rules and messages. A last name may stay empty where it was (a Google account
// without one); the server refuses an emptied one and its answer shows beside the field.
const formSchema = z.object({
  firstName: personNameSchema,
  lastName: z.union([z.literal(''), personNameSchema]),
  mobile: z.union([z.literal(''), mobileSchema]),
  isActive: z.boolean(),
});
type FormOutput = z.output<typeof formSchema>;
const resolver = zodFormResolver<FormValues, FormOutput>(formSchema);

/** Only what differs from the account: the server records exactly those changes. */
function changesOf(user: AdminUser, values: FormOutput): AdminUpdateUser {
  const changes: AdminUpdateUser = {};
  if (values.firstName !== user.firstName) changes.firstName = values.firstName;
  if (values.lastName !== user.lastName) changes.lastName = values.lastName;
  const mobile = values.mobile === '' ? null : values.mobile;
  if (mobile !== user.mobile) changes.mobile = mobile;
  if (values.isActive !== user.isActive) changes.isActive = values.isActive;
  return changes;
}

interface EditUserDialogProps {
  user: AdminUser;
  /** Whether this is the signed-in admin's own account (which they cannot deactivate). */
  isSelf: boolean;
  onClose: () => void;
}

/** Edits an account's name and mobile number, and whether it may sign in. */
export function EditUserDialog({ user, isSelf, onClose }: EditUserDialogProps) {
  const formId = useId();
  const update = useUpdateAdminUser();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isDirty },
  } = useForm<FormValues, unknown, FormOutput>({
    resolver,
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      mobile: user.mobile ?? '',
      isActive: user.isActive,
    },
  });
  const busy = update.isPending;
  const deactivating = user.isActive && !watch('isActive');

  const submit = async (values: FormOutput) => {
    setProblem(null);
    const changes = changesOf(user, values);
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    try {
      const saved = await update.mutateAsync({ userId: user.id, input: changes });
      toast.success(
        changes.isActive === false
          ? 'Account deactivated'
          : changes.isActive
            ? 'Account reactivated'
            : 'Account saved',
        { description: saved.fullName || saved.email },
      );
      onClose();
    } catch (error) {
      const { fieldErrors, problem: general } = readSaveError(error, FIELDS, {
        PHONE_TAKEN: 'mobile',
      });
      for (const { field, message } of fieldErrors) setError(field, { message });
      setProblem(general);
      toast.error('Could not save the account', {
        description: errorMessage(error, 'Please try again.'),
      });
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent
        title="Edit account"
        description={user.email}
        onInteractOutside={(event) => busy && event.preventDefault()}
        footer={
          <>
            <Button variant="ghost" disabled={busy} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" form={formId} disabled={busy || !isDirty}>
              {busy ? 'Saving...' : 'Save changes'}
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
          <TextField
            id={`${formId}-mobile`}
            label="Mobile number"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            maxLength={20}
            className="sm:col-span-2"
            hint="10 digits; +91 allowed. Leave empty to remove it. A new number must be verified by its owner before OTP sign-in."
            error={errors.mobile?.message}
            disabled={busy}
            {...register('mobile')}
          />
          <div className="flex items-center justify-between gap-4 rounded-soft border border-rule px-3 sm:col-span-2">
            <div className="py-2">
              <Label htmlFor={`${formId}-active`} className="mb-0">
                Active
              </Label>
              <p id={`${formId}-active-hint`} className="text-xs text-stone">
                {isSelf
                  ? 'You cannot deactivate your own account.'
                  : deactivating
                    ? 'On saving, they are signed out everywhere at once and cannot sign in until reactivated.'
                    : 'An inactive account cannot sign in by any means; its orders stay.'}
              </p>
            </div>
            <Controller
              control={control}
              name="isActive"
              render={({ field }) => (
                <Switch
                  id={`${formId}-active`}
                  aria-describedby={`${formId}-active-hint`}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={busy || isSelf}
                />
              )}
            />
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
