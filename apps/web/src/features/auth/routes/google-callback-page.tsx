import { normaliseRole, type Role } from '@attar/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Container } from '@/components/ui/container';
import { useDocumentTitle } from '@/lib/use-document-title';
import { homePathFor, useAuthStore } from '../auth-store';
import { GOOGLE_SIGN_IN_FAILED } from '../hooks/use-google-sign-in-error';

export interface GoogleSession {
  token: string;
  id: number;
  role: Role;
}

const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** The session the server put in the URL fragment, or null when it is missing or garbled. */
export function parseGoogleFragment(hash: string): GoogleSession | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('token') ?? '';
  const id = Number(params.get('id'));
  const role = params.get('role');
  if (!JWT_SHAPE.test(token) || !Number.isSafeInteger(id) || id <= 0 || !role) return null;
  return { token, id, role: normaliseRole(role) };
}

/** Drops the fragment from the address bar, so the token stays out of history and bookmarks. */
function forgetFragment() {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}

/**
 * Where the API lands a completed Google sign-in: `/google-callback#token=...&id=...&role=...`.
 * Stores the session, loads the profile, and goes home (an admin to the dashboard).
 */
export default function GoogleCallbackPage() {
  useDocumentTitle('Google Sign-In');
  const { hash } = useLocation();
  const navigate = useNavigate();
  const [session] = useState(() => parseGoogleFragment(hash));
  const [failed, setFailed] = useState(session === null);
  // Once per visit, even when development mode runs effects twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    forgetFragment();
    if (!session) return;
    const auth = useAuthStore.getState();
    auth.setAuthData(session);
    void auth.restoreSession().then(() => {
      const { isAuthenticated, user } = useAuthStore.getState();
      // restoreSession ends a session the server refuses.
      if (!isAuthenticated) {
        setFailed(true);
        return;
      }
      toast.success('Login Successful', {
        description: user?.fullName ? `Welcome, ${user.fullName}.` : 'Welcome back.',
      });
      void navigate(homePathFor(user?.role), { replace: true });
    });
  }, [session, navigate]);

  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <p className="text-eyebrow font-medium text-gold-deep uppercase">Google sign-in</p>
      {failed ? (
        <>
          <h1 className="mt-3 text-4xl sm:text-5xl">Sign-in did not complete</h1>
          <div className="mx-auto mt-6 h-px w-16 bg-gold" aria-hidden="true" />
          <p className="mt-6 max-w-md text-stone" role="alert">
            {GOOGLE_SIGN_IN_FAILED}
          </p>
          <Link
            to="/login"
            className="mt-8 text-sm font-medium text-gold-deep underline underline-offset-4 hover:text-ink"
          >
            Back to Login
          </Link>
        </>
      ) : (
        <>
          <h1 className="mt-3 text-4xl sm:text-5xl">Signing you in</h1>
          <div className="mx-auto mt-6 h-px w-16 bg-gold" aria-hidden="true" />
          <p className="mt-6 max-w-md text-stone" role="status">
            One moment while we open your account...
          </p>
        </>
      )}
    </Container>
  );
}
