import { useAuthStore } from '@/features/auth/auth-store';
import { ReturnsPage } from '@/features/returns/routes/returns-page';

/** /returns: the Return & Exchange Center, told by the session whether a customer is signed in. */
export function ReturnsRoute() {
  const isSignedIn = useAuthStore((state) => state.isAuthenticated);
  return <ReturnsPage isSignedIn={isSignedIn} />;
}
