import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard } from '../components/auth-card';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { OtherSignInOptions } from '../components/other-sign-in-options';
import { fromState, RedirectIfSignedIn } from '../components/redirect-if-signed-in';
import { RegisterForm } from '../components/register-form';

export default function RegisterPage() {
  useDocumentTitle('Register');
  const location = useLocation();
  return (
    <RedirectIfSignedIn>
      <AuthCard
        eyebrow="Join Attar House"
        title="Register"
        intro="Create your Attar House account. We confirm your email with a one-time code."
        footer={
          <>
            Already have an account?{' '}
            <Link
              to="/login"
              state={fromState(location.state)}
              className="font-medium text-gold-deep underline-offset-4 hover:underline"
            >
              Login
            </Link>
          </>
        }
      >
        <RegisterForm />
        <OtherSignInOptions>
          <GoogleSignInButton />
        </OtherSignInOptions>
      </AuthCard>
    </RedirectIfSignedIn>
  );
}
