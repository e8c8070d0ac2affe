import { signUpSchema, validationIssueSchema } from '@attar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSignUp } from '../api/sign-up';

type RegisterValues = z.input<typeof signUpSchema>;
type FieldName = keyof RegisterValues;

const FIELDS: { name: FieldName; label: string; type: string; autoComplete: string }[] = [
  { name: 'firstname', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastname', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
];

/** Puts the server's per-field messages (400 VALIDATION_FAILED, 409 EMAIL_TAKEN) beside the fields. */
function showServerFieldErrors(error: unknown, setError: UseFormSetError<RegisterValues>): void {
  if (!(error instanceof ApiError) || !error.body) return;
  if (error.body.code === 'EMAIL_TAKEN') {
    setError('email', { message: error.body.message });
    return;
  }
  const issues = z.array(validationIssueSchema).safeParse(error.body.details);
  if (!issues.success) return;
  for (const issue of issues.data) {
    const field = FIELDS.find((candidate) => candidate.name === issue.path.split('.').pop());
    if (field) setError(field.name, { message: issue.message });
  }
}

export function RegisterForm() {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues, unknown, z.output<typeof signUpSchema>>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstname: '', lastname: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync(values);
      toast.success('Registration Successful', { description: 'Your account is ready. Please log in.' });
      navigate('/login', { replace: true, state: { email: values.email } });
    } catch (error) {
      showServerFieldErrors(error, setError);
      toast.error('Registration Failed', {
        description: errorMessage(error, 'Failed to register. Please try again later.'),
      });
    }
  });

  const busy = isSubmitting || signUp.isPending;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-busy={busy}>
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.slice(0, 2).map((field) => renderField(field))}
      </div>
      {FIELDS.slice(2).map((field) => renderField(field))}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );

  function renderField({ name, label, type, autoComplete }: (typeof FIELDS)[number]) {
    const id = `register-${name}`;
    const message = errors[name]?.message;
    return (
      <div key={name}>
        <Label htmlFor={id}>{label}</Label>
        <Input
          id={id}
          type={type}
          autoComplete={autoComplete}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : name === 'password' ? `${id}-hint` : undefined}
          {...register(name)}
        />
        {name === 'password' && !message ? (
          <p id={`${id}-hint`} className="mt-1.5 text-xs text-stone">
            At least 8 characters.
          </p>
        ) : null}
        <FieldError id={`${id}-error`} message={message} />
      </div>
    );
  }
}
