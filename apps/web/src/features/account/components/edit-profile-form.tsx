import {
  mobileSchema,
  signUpSchema,
  type UpdateUserPayload,
  type User,
  validationIssueSchema,
} from '@attar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { useUpdateProfile } from '@/api/account';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { DigitsInput } from '@/components/ui/digits-input';
import { Field, TextField } from '@/components/ui/field';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toMobileDigits } from '@/lib/mobile-number';

const profileSchema = z.object({
  firstname: signUpSchema.shape.firstname,
  lastname: signUpSchema.shape.lastname,
  /** Empty means "remove my mobile number". */
  phone: z.union([z.literal('').transform(() => null), mobileSchema]),
});
type ProfileValues = z.input<typeof profileSchema>;
type FieldName = keyof ProfileValues;

function valuesOf(profile: User): ProfileValues {
  return {
    firstname: profile.firstname,
    lastname: profile.lastname,
    phone: toMobileDigits(profile.phone ?? ''),
  };
}

interface EditProfileFormProps {
  profile: User;
  onUpdated: (user: User) => void;
}

/** Name and mobile number (PUT /api/updateUser). Only changed fields are sent. */
export function EditProfileForm({ profile, onUpdated }: EditProfileFormProps) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, dirtyFields, isDirty },
  } = useForm<ProfileValues, unknown, z.output<typeof profileSchema>>({
    resolver: zodResolver(profileSchema),
    defaultValues: valuesOf(profile),
  });

  const onSubmit = handleSubmit(async (values) => {
    const payload: UpdateUserPayload = {};
    if (dirtyFields.firstname) payload.firstname = values.firstname;
    if (dirtyFields.lastname) payload.lastname = values.lastname;
    if (dirtyFields.phone) payload.phone = values.phone;
    if (Object.keys(payload).length === 0) return;
    try {
      const user = await update.mutateAsync(payload);
      reset(valuesOf(user));
      onUpdated(user);
      toast.success('Profile updated');
    } catch (error) {
      showServerFieldErrors(error, (name, message) => setError(name, { message }));
      toast.error('Update Failed', {
        description: errorMessage(error, 'Failed to update your profile. Please try again.'),
      });
    }
  });

  return (
    <Card aria-labelledby="edit-profile-title">
      <CardHeader
        id="edit-profile-title"
        title="Edit profile"
        description="Your name as it appears on orders, and your mobile number."
      />
      <form onSubmit={onSubmit} noValidate className="space-y-5" aria-busy={update.isPending}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="profile-firstname"
            label="First name"
            error={errors.firstname?.message}
            autoComplete="given-name"
            {...register('firstname')}
          />
          <TextField
            id="profile-lastname"
            label="Last name"
            error={errors.lastname?.message}
            autoComplete="family-name"
            {...register('lastname')}
          />
        </div>
        <Field
          id="profile-phone"
          label="Mobile number"
          error={errors.phone?.message}
          hint="A 10-digit Indian mobile number. Leave it empty to remove it."
        >
          {(control) => (
            <DigitsInput
              prefix="+91"
              filter={toMobileDigits}
              autoComplete="tel-national"
              {...register('phone')}
              {...control}
            />
          )}
        </Field>
        <Button type="submit" disabled={update.isPending || !isDirty} className="w-full sm:w-auto">
          {update.isPending ? 'Saving...' : 'Save changes'}
        </Button>
      </form>
    </Card>
  );
}

/** The server's per-field answers (409 PHONE_TAKEN, 400 VALIDATION_FAILED) beside their fields. */
function showServerFieldErrors(
  error: unknown,
  show: (name: FieldName, message: string) => void,
): void {
  if (!(error instanceof ApiError) || !error.body) return;
  if (error.body.code === 'PHONE_TAKEN') {
    show('phone', error.body.message);
    return;
  }
  const issues = z.array(validationIssueSchema).safeParse(error.body.details);
  if (!issues.success) return;
  for (const issue of issues.data) {
    const name = issue.path.split('.').pop();
    if (name === 'firstname' || name === 'lastname' || name === 'phone') show(name, issue.message);
  }
}
