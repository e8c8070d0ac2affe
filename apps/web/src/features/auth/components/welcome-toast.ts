import { toast } from 'sonner';
import type { AuthUser } from '../auth-store';

/** The one toast every sign-in path ends with. */
export function welcomeToast(user: AuthUser): void {
  toast.success('Login Successful', {
    description: user.fullName ? `Welcome back, ${user.fullName}.` : 'Welcome back.',
  });
}
