import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { RedirectIfSignedIn } from '../components/redirect-if-signed-in';

export default function LoginPage() {
  useDocumentTitle('Login');
  const location = useLocation();
  const email = (location.state as { email?: unknown } | null)?.email;
  return (
    <RedirectIfSignedIn>
      <AuthCard
        eyebrow="Welcome back"
        title="Login"
        intro="Sign in to your Attar House account."
        footer={
          <>
            New to Attar House?{' '}
            <Link to="/register" className="font-medium text-gold-deep underline-offset-4 hover:underline">
              Register
            </Link>
          </>
        }
      >
        <LoginForm defaultEmail={typeof email === 'string' ? email : ''} />
      </AuthCard>
    </RedirectIfSignedIn>
  );
}
