import { type SignInPayload, signInSchema } from '@attar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { LOGIN_FALLBACK_MESSAGE, useAuthStore } from '../auth-store';
import { useSigninEncryptionLoader } from '../hooks/use-signin-encryption';
import { needsSecondFactor, SecondFactorStep } from './second-factor-step';
import { welcomeToast } from './welcome-toast';

type LoginValues = z.input<typeof signInSchema>;

/**
 * Email and password for the admin sign-in (/admin). It signs in like the store's login form
 * (POST /api/signin, or the encrypted call where the store offers one), but only an admin
 * account gets in: anyone else sees why here, beside the form, and stays signed out.
 */
export function AdminLoginForm() {
  const loginAsAdmin = useAuthStore((state) => state.loginAsAdmin);
  const loadEncryption = useSigninEncryptionLoader();
  const [failure, setFailure] = useState<string | null>(null);
  /** The email and password, kept while the two-factor code is asked for. */
  const [awaitingCode, setAwaitingCode] = useState<SignInPayload | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues, unknown, z.output<typeof signInSchema>>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });

  // The page moves on to the dashboard once the store says an admin is signed in.
  const signIn = async (credentials: SignInPayload) =>
    welcomeToast(await loginAsAdmin(credentials, await loadEncryption()));

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await signIn(values);
    } catch (error) {
      if (needsSecondFactor(error)) setAwaitingCode(values);
      else setFailure(errorMessage(error, LOGIN_FALLBACK_MESSAGE));
    }
  });

  if (awaitingCode) {
    return (
      <SecondFactorStep
        email={awaitingCode.email}
        onVerify={(code) => signIn({ ...awaitingCode, code })}
        onBack={() => {
          reset();
          setAwaitingCode(null);
        }}
      />
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={isSubmitting}>
      {failure ? (
        <p
          role="alert"
          className="rounded-soft border border-danger/40 bg-danger/5 px-3 py-2 text-sm text-danger"
        >
          {failure}
        </p>
      ) : null}
      <TextField
        id="admin-login-email"
        label="Email"
        error={errors.email?.message}
        type="email"
        autoComplete="username"
        inputMode="email"
        {...register('email')}
      />
      <TextField
        id="admin-login-password"
        label="Password"
        error={errors.password?.message}
        type="password"
        autoComplete="current-password"
        {...register('password')}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
