import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Tabs } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { LoginForm } from '../components/login-form';
import { MobileOtpLoginForm } from '../components/mobile-otp-login-form';
import { OtherSignInOptions } from '../components/other-sign-in-options';
import { fromState, RedirectIfSignedIn } from '../components/redirect-if-signed-in';
import { useGoogleSignInError } from '../hooks/use-google-sign-in-error';
import { useSigninEncryptionLoader } from '../hooks/use-signin-encryption';

type LoginMethod = 'password' | 'otp';

export default function LoginPage() {
  useDocumentTitle('Login');
  useGoogleSignInError();
  const location = useLocation();
  const email = (location.state as { email?: unknown } | null)?.email;
  const loadEncryption = useSigninEncryptionLoader();
  const [method, setMethod] = useState<LoginMethod>('password');
  /** Set while the "forgot password" form shows, with the email to start it with. */
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);

  return (
    <RedirectIfSignedIn>
      <AuthCard
        eyebrow="Welcome back"
        title="Login"
        intro="Sign in to your Attar House account."
        footer={
          <>
            New to Attar House?{' '}
            <Link
              to="/register"
              // Where the shopper was going stays with them: a new account goes there too.
              state={fromState(location.state)}
              className="font-medium text-gold-deep underline-offset-4 hover:underline"
            >
              Register
            </Link>
          </>
        }
      >
        {forgotEmail !== null ? (
          <ForgotPasswordForm defaultEmail={forgotEmail} onBack={() => setForgotEmail(null)} />
        ) : (
          <Tabs
            label="How to sign in"
            value={method}
            onValueChange={setMethod}
            tabs={[
              {
                value: 'password',
                label: 'Password',
                panelLabel: 'Sign-in with your account details',
                panel: (
                  <LoginForm
                    defaultEmail={typeof email === 'string' ? email : ''}
                    loadEncryption={loadEncryption}
                    onForgotPassword={setForgotEmail}
                  />
                ),
              },
              {
                value: 'otp',
                label: 'Mobile OTP',
                panelLabel: 'Sign-in by text message',
                panel: <MobileOtpLoginForm />,
              },
            ]}
          />
        )}
        <OtherSignInOptions>
          <GoogleSignInButton />
        </OtherSignInOptions>
      </AuthCard>
    </RedirectIfSignedIn>
  );
}
