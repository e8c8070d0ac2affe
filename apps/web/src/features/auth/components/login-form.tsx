import { type SignInPayload, signInSchema } from '@attar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import type { SigninEncryption } from '@/lib/signin-encryption';
import { LOGIN_FALLBACK_MESSAGE, useAuthStore } from '../auth-store';
import { needsSecondFactor, SecondFactorStep } from './second-factor-step';
import { welcomeToast } from './welcome-toast';

type LoginValues = z.input<typeof signInSchema>;

interface LoginFormProps {
  defaultEmail?: string;
  /** The store's encrypted sign-in key, or null to sign in on /api/signin. */
  loadEncryption: () => Promise<SigninEncryption | null>;
  /** Opens the "set a new password" form with what was typed in the email field. */
  onForgotPassword: (email: string) => void;
}

/** Email and password sign-in: the Password tab of the login page. */
export function LoginForm({ defaultEmail = '', loadEncryption, onForgotPassword }: LoginFormProps) {
  const login = useAuthStore((state) => state.login);
  /** The email and password of a staff account, kept while its two-factor code is asked for. */
  const [awaitingCode, setAwaitingCode] = useState<SignInPayload | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues, unknown, z.output<typeof signInSchema>>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });

  // The page redirects once the store says we are signed in.
  const signIn = async (credentials: SignInPayload) =>
    welcomeToast(await login(credentials, await loadEncryption()));

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signIn(values);
    } catch (error) {
      if (needsSecondFactor(error)) {
        setAwaitingCode(values);
      } else {
        toast.error('Login Failed', { description: errorMessage(error, LOGIN_FALLBACK_MESSAGE) });
      }
    }
  });

  if (awaitingCode) {
    return (
      <SecondFactorStep
        email={awaitingCode.email}
        onVerify={(code) => signIn({ ...awaitingCode, code })}
        onBack={() => {
          reset({ email: '', password: '' });
          setAwaitingCode(null);
        }}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-busy={isSubmitting}>
      <TextField
        id="login-email"
        label="Email"
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...register('email')}
      />
      <TextField
        id="login-password"
        label="Password"
        error={errors.password?.message}
        labelAside={
          // A 44 px target whose padding does not push the field down.
          <button
            type="button"
            onClick={() => onForgotPassword(getValues('email'))}
            className="-my-3 py-3 text-sm text-gold-deep underline-offset-4 hover:underline"
          >
            Forgot password?
          </button>
        }
        type="password"
        autoComplete="current-password"
        {...register('password')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  );
}
