import { signInSchema } from '@attar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import { LOGIN_FALLBACK_MESSAGE, useAuthStore } from '../auth-store';

type LoginValues = z.input<typeof signInSchema>;

export function LoginForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const login = useAuthStore((state) => state.login);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues, unknown, z.output<typeof signInSchema>>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const user = await login(values);
      toast.success('Login Successful', {
        description: user.fullName ? `Welcome back, ${user.fullName}.` : 'Welcome back.',
      });
      // The page redirects once the store says we are signed in.
    } catch (error) {
      toast.error('Login Failed', { description: errorMessage(error, LOGIN_FALLBACK_MESSAGE) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-busy={isSubmitting}>
      <div>
        <Label htmlFor="login-email">Email</Label>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'login-email-error' : undefined}
          {...register('email')}
        />
        <FieldError id="login-email-error" message={errors.email?.message} />
      </div>
      <div>
        <Label htmlFor="login-password">Password</Label>
        <Input
          id="login-password"
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
          {...register('password')}
        />
        <FieldError id="login-password-error" message={errors.password?.message} />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  );
}
