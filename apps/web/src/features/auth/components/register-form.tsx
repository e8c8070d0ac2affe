import { mobileSchema, signUpSchema, validationIssueSchema } from '@attar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type UseFormSetError } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import {
  sendEmailVerificationOtp,
  sendMobileVerificationOtp,
  useSignUp,
  verifyEmailOtp,
  verifyMobileOtp,
} from '@/api/registration';
import { parseSignInResponse } from '@/api/auth';
import { PasswordStrengthHint } from '@/components/password-strength-hint';
import { Button } from '@/components/ui/button';
import { DigitsInput } from '@/components/ui/digits-input';
import { TextField } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toMobileDigits } from '@/lib/mobile-number';
import { useAuthStore } from '../auth-store';
import { ContactVerification } from './contact-verification';
import { fromState } from './redirect-if-signed-in';

/** The sign-up payload, with an empty mobile field meaning "no mobile number". */
const registerSchema = signUpSchema.extend({
  mobile: z.union([z.literal('').transform(() => undefined), mobileSchema]),
});

type RegisterValues = z.input<typeof registerSchema>;
type FieldName = keyof RegisterValues;

const FIELD_NAMES: FieldName[] = ['firstname', 'lastname', 'email', 'mobile', 'password'];

/** Puts the server's per-field messages (400 VALIDATION_FAILED, 409 EMAIL_TAKEN / PHONE_TAKEN) beside the fields. */
function showServerFieldErrors(error: unknown, setError: UseFormSetError<RegisterValues>): void {
  if (!(error instanceof ApiError) || !error.body) return;
  if (error.body.code === 'EMAIL_TAKEN') {
    setError('email', { message: error.body.message });
    return;
  }
  if (error.body.code === 'PHONE_TAKEN') {
    setError('mobile', { message: error.body.message });
    return;
  }
  const issues = z.array(validationIssueSchema).safeParse(error.body.details);
  if (!issues.success) return;
  for (const issue of issues.data) {
    const name = FIELD_NAMES.find((candidate) => candidate === issue.path.split('.').pop());
    if (name) setError(name, { message: issue.message });
  }
}

const normaliseEmail = (value: string | undefined) => (value ?? '').trim().toLowerCase();

/**
 * The sign-up form. A successful sign-up signs the new account in, and the register page then
 * sends the shopper on to where they were going (`RedirectIfSignedIn`).
 */
export function RegisterForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const beginSession = useAuthStore((state) => state.beginSession);
  const signUp = useSignUp();
  const [verifiedEmail, setVerifiedEmail] = useState<string | null>(null);
  const [verifiedMobile, setVerifiedMobile] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    trigger,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues, unknown, z.output<typeof registerSchema>>({
    resolver: zodResolver(registerSchema),
    defaultValues: { firstname: '', lastname: '', email: '', mobile: '', password: '' },
  });

  const email = normaliseEmail(useWatch({ control, name: 'email' }));
  const mobile = toMobileDigits(useWatch({ control, name: 'mobile' }) ?? '');
  const [password, firstname, lastname] = useWatch({
    control,
    name: ['password', 'firstname', 'lastname'],
  });
  const emailVerified = email !== '' && verifiedEmail === email;
  const mobileSettled = mobile === '' || verifiedMobile === mobile;
  const blocker = !emailVerified
    ? 'Verify your email with the code we send you, then you can register.'
    : !mobileSettled
      ? 'Verify your mobile number, or leave it empty, then you can register.'
      : null;

  const onSubmit = handleSubmit(async ({ mobile: mobileValue, ...values }) => {
    if (blocker) return;
    let answer: unknown;
    try {
      answer = await signUp.mutateAsync(mobileValue ? { ...values, mobile: mobileValue } : values);
    } catch (error) {
      showServerFieldErrors(error, setError);
      toast.error('Registration Failed', {
        description: errorMessage(error, 'Failed to register. Please try again later.'),
      });
      return;
    }
    let session: ReturnType<typeof parseSignInResponse>;
    try {
      session = parseSignInResponse(answer);
    } catch {
      // The account exists but the answer started no session: signing in is the way on.
      toast.success('Registration Successful', {
        description: 'Your account is ready. Please log in.',
      });
      navigate('/login', {
        replace: true,
        state: { ...fromState(location.state), email: values.email },
      });
      return;
    }
    await beginSession(session, values.email);
    toast.success(`Welcome to Attar House, ${values.firstname}`, {
      description: 'Your account is ready and you are signed in.',
    });
  });

  const busy = isSubmitting || signUp.isPending;
  const described = (name: FieldName, hint?: string) =>
    errors[name]?.message ? `register-${name}-error` : hint ? `register-${name}-hint` : undefined;
  const invalid = (name: FieldName) => (errors[name]?.message ? true : undefined);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-busy={busy}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="register-firstname"
          label="First name"
          error={errors.firstname?.message}
          autoComplete="given-name"
          {...register('firstname')}
        />
        <TextField
          id="register-lastname"
          label="Last name"
          error={errors.lastname?.message}
          autoComplete="family-name"
          {...register('lastname')}
        />
      </div>

      <ContactVerification
        id="register-email"
        noun="Email"
        value={email}
        verifiedValue={verifiedEmail}
        prepareSend={async () =>
          (await trigger('email')) ? normaliseEmail(getValues('email')) : null
        }
        send={(value) => sendEmailVerificationOtp({ email: value })}
        verify={(value, otp) => verifyEmailOtp({ email: value, otp })}
        onVerified={setVerifiedEmail}
        onSendError={(message) => setError('email', { message })}
        label={<Label htmlFor="register-email">Email</Label>}
        input={
          <Input
            id="register-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            aria-invalid={invalid('email')}
            aria-describedby={described('email')}
            {...register('email', { onChange: () => clearErrors('email') })}
          />
        }
        message={<FieldError id="register-email-error" message={errors.email?.message} />}
      />

      <ContactVerification
        id="register-mobile"
        noun="Mobile"
        value={mobile}
        verifiedValue={verifiedMobile}
        prepareSend={async () =>
          (await trigger('mobile')) ? toMobileDigits(getValues('mobile') ?? '') : null
        }
        send={(value) => sendMobileVerificationOtp({ mobile: value })}
        verify={(value, otp) => verifyMobileOtp({ mobile: value, otp })}
        onVerified={setVerifiedMobile}
        onSendError={(message) => setError('mobile', { message })}
        label={
          <Label htmlFor="register-mobile">
            Mobile number <span className="font-normal text-stone">(optional)</span>
          </Label>
        }
        input={
          <DigitsInput
            id="register-mobile"
            prefix="+91"
            filter={toMobileDigits}
            autoComplete="tel-national"
            aria-invalid={invalid('mobile')}
            aria-describedby={described('mobile', 'hint')}
            {...register('mobile', { onChange: () => clearErrors('mobile') })}
          />
        }
        message={
          errors.mobile?.message ? (
            <FieldError id="register-mobile-error" message={errors.mobile.message} />
          ) : (
            <p id="register-mobile-hint" className="mt-1.5 text-xs text-stone">
              For order updates and signing in with a code. We verify it with a text message.
            </p>
          )
        }
      />

      <TextField
        id="register-password"
        label="Password"
        error={errors.password?.message}
        hint={
          <PasswordStrengthHint
            password={password ?? ''}
            personal={[email, firstname ?? '', lastname ?? '']}
          />
        }
        type="password"
        autoComplete="new-password"
        {...register('password')}
      />

      <div>
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={busy || blocker !== null}
          aria-describedby={blocker ? 'register-blocker' : undefined}
        >
          {busy ? 'Registering...' : 'Register'}
        </Button>
        {blocker ? (
          <p id="register-blocker" className="mt-3 text-center text-sm text-stone">
            {blocker}
          </p>
        ) : null}
      </div>
    </form>
  );
}
