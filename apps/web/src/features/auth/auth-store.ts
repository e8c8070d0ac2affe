import {
  normaliseRole,
  type Role,
  type SignInPayload,
  type StaffRole,
  type User,
} from '@attar/contracts';
import { create } from 'zustand';
import { fetchMe } from '@/api/account';
import type { SignInResult } from '@/api/auth';
import { ApiError, errorMessage } from '@/lib/api-client';
import { adminSectionPath, HOME_PATH } from '@/lib/paths';
import type { SigninEncryption } from '@/lib/signin-encryption';
import { clearSession, readSession, writeSession } from './session-storage';

/**
 * The calls that sign in and out, loaded with the first of them: no first screen needs them, and
 * with the sign-in's encryption they are 0.7 KB of every page's JavaScript (bench/README.md,
 * "Targets").
 */
const signInCalls = () => import('@/api/auth');

export const LOGIN_FALLBACK_MESSAGE = 'Failed to login. Please try again later.';
export const NOT_AN_ADMIN_MESSAGE =
  'This account does not have admin access, so it cannot sign in here. Customers sign in on the store’s login page.';

export interface AuthUser {
  id: number;
  email: string;
  fullName: string;
  role: Role;
  /** What a staff member may do in the back office (docs/permissions.md); null until known. */
  staffRole?: StaffRole | null;
}

export interface AuthState {
  user: AuthUser | null;
  token: string | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  /**
   * True from start-up until a token found in storage has been checked with the server, so
   * that guarded pages wait instead of showing a page, or a redirect, that is about to change.
   */
  isRestoring: boolean;
  error: string | null;
  /** Signs in, stores the session and loads the profile. Rejects with the error to show. */
  login: (credentials: SignInPayload, encryption?: SigninEncryption | null) => Promise<AuthUser>;
  /**
   * The admin sign-in (/admin): like `login`, but only an ADMIN account gets a session (with the
   * admin flag); any other is refused with NOT_AN_ADMIN_MESSAGE and its new token is ended.
   */
  loginAsAdmin: (
    credentials: SignInPayload,
    encryption?: SigninEncryption | null,
  ) => Promise<AuthUser>;
  /**
   * Signs in with a code texted to the mobile number (docs/product.md, "States and transitions":
   * mobile sign-in).
   */
  loginWithMobile: (payload: { mobile: string; otp: string }) => Promise<AuthUser>;
  /**
   * Starts the session a sign-up answered (a new account is signed in at once) and loads its
   * profile; `email` stands in for the profile's until it arrives.
   */
  beginSession: (result: SignInResult, email: string) => Promise<AuthUser>;
  /** Sets the session directly (e.g. after the third-party sign-in returns a token). */
  setAuthData: (data: { token: string; id: number; role: Role }) => void;
  /** Keeps the session going on a new token (a password change ends every older one). */
  renewSession: (result: SignInResult) => void;
  /** Takes the name and email of a freshly loaded or edited profile. */
  updateUserDetails: (details: Pick<AuthUser, 'email' | 'fullName'>) => void;
  /** Checks a token restored from storage against the server and loads the profile. */
  restoreSession: () => Promise<void>;
  /**
   * Ends the session on the server and clears it here. The cart is cleared by the app's sign-out.
   */
  logout: () => void;
  /** Forgets a session the server no longer accepts; the server needs no word about it. */
  expireSession: () => void;
}

function toAuthUser(user: User): AuthUser {
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    role: normaliseRole(user.role),
    staffRole: user.staffRole ?? null,
  };
}

function initialState(): Pick<AuthState, 'user' | 'token' | 'isAuthenticated' | 'isRestoring'> {
  const session = readSession();
  if (!session) return { user: null, token: null, isAuthenticated: false, isRestoring: false };
  // Known at once from storage; email and name arrive with restoreSession().
  const user =
    session.userId != null
      ? { id: session.userId, email: '', fullName: '', role: session.role, staffRole: null }
      : null;
  return { user, token: session.token, isAuthenticated: true, isRestoring: true };
}

const SIGNED_OUT = {
  user: null,
  token: null,
  isAuthenticated: false,
  isLoading: false,
  isRestoring: false,
};

export const useAuthStore = create<AuthState>()((set, get) => {
  /** Stores a sign-in response and loads the profile that goes with it. */
  async function startSession(result: SignInResult, fallbackEmail: string): Promise<AuthUser> {
    const { id, token, role } = result;
    writeSession({ token, userId: id, role });
    let user: AuthUser = { id, email: fallbackEmail, fullName: '', role, staffRole: null };
    try {
      user = { ...toAuthUser(await fetchMe()), role };
    } catch {
      // Signed in all the same; the profile can load later.
    }
    set({ user, token, isAuthenticated: true, isLoading: false, isRestoring: false });
    return user;
  }

  /** Runs one sign-in attempt with the loading and error flags the spec's auth state has. */
  async function attempt(
    signInWith: () => Promise<SignInResult>,
    fallbackEmail: string,
  ): Promise<AuthUser> {
    set({ isLoading: true, error: null });
    try {
      return await startSession(await signInWith(), fallbackEmail);
    } catch (error) {
      set({ isLoading: false, error: errorMessage(error, LOGIN_FALLBACK_MESSAGE) });
      throw error;
    }
  }

  return {
    // Signed out to start with: the state a server-rendered page was drawn in (see below).
    user: null,
    token: null,
    isAuthenticated: false,
    isRestoring: false,
    isLoading: false,
    error: null,

    login: (credentials, encryption) =>
      attempt(async () => (await signInCalls()).signIn(credentials, encryption), credentials.email),

    loginAsAdmin: (credentials, encryption) =>
      attempt(async () => {
        const { signIn, signOutOnServer } = await signInCalls();
        const result = await signIn(credentials, encryption);
        if (result.role !== 'ADMIN') {
          // The server has issued a token all the same; this person is not signed in here, so end
          // it.
          void signOutOnServer(result.token).catch(() => undefined);
          throw new Error(NOT_AN_ADMIN_MESSAGE);
        }
        return result;
      }, credentials.email),

    loginWithMobile: (payload) =>
      attempt(async () => (await signInCalls()).verifyLoginOtp(payload), ''),

    beginSession: (result, email) => attempt(() => Promise.resolve(result), email),

    setAuthData: ({ token, id, role }) => {
      const normalised = normaliseRole(role);
      writeSession({ token, userId: id, role: normalised });
      set({
        token,
        isAuthenticated: true,
        isRestoring: false,
        error: null,
        user: { id, email: '', fullName: '', role: normalised, staffRole: null },
      });
    },

    renewSession: ({ token, id, role }) => {
      const current = get().user;
      // The admin flag is never raised here: only a sign-in sets it.
      const kept: Role = role === 'ADMIN' && current?.role === 'ADMIN' ? 'ADMIN' : 'CUSTOMER';
      writeSession({ token, userId: id, role: kept });
      set({
        token,
        isAuthenticated: true,
        user: current
          ? { ...current, id, role: kept }
          : { id, email: '', fullName: '', role: kept, staffRole: null },
      });
    },

    updateUserDetails: ({ email, fullName }) => {
      const current = get().user;
      if (current) set({ user: { ...current, email, fullName } });
    },

    restoreSession: async () => {
      const { token } = get();
      if (!token) {
        set({ isRestoring: false });
        return;
      }
      set({ isLoading: true });
      try {
        // A refused token ends quietly here: a visitor on the home page is not sent to /login.
        const me = toAuthUser(await fetchMe(undefined, { expireSessionOn401: false }));
        // The stored role keeps the admin flag rule; the server's role can only lower it.
        const role: Role =
          me.role === 'ADMIN' && readSession()?.role === 'ADMIN' ? 'ADMIN' : 'CUSTOMER';
        if (get().token === token) set({ user: { ...me, role } });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401 && get().token === token) {
          clearSession();
          set(SIGNED_OUT);
          return;
        }
        // Unreachable server: keep the session; the next call will tell.
      }
      set({ isLoading: false, isRestoring: false });
    },

    logout: () => {
      const { token } = get();
      // Invalidate the token on the server too; the local session ends whatever it answers.
      if (token) {
        void signInCalls()
          .then(({ signOutOnServer }) => signOutOnServer(token))
          .catch(() => undefined);
      }
      clearSession();
      set({ ...SIGNED_OUT, error: null });
    },

    expireSession: () => {
      clearSession();
      set({ ...SIGNED_OUT, error: null });
    },
  };
});

// The stored session applies at once, yet the store's initial state stays signed out: React
// hydrates a server-rendered page with the initial state (what the server drew) and then
// re-renders with this one, instead of reporting a mismatch.
useAuthStore.setState(initialState());

/**
 * docs/product.md, "States and transitions": other parts of the page (the newsletter) follow
 * sign-in and sign-out through the window event `authChange`, without importing this store.
 */
useAuthStore.subscribe((state, previous) => {
  if (state.isAuthenticated !== previous.isAuthenticated || state.token !== previous.token) {
    window.dispatchEvent(new Event('authChange'));
  }
});

export function selectIsAdmin(state: AuthState): boolean {
  return state.isAuthenticated && state.user?.role === 'ADMIN';
}

/** Where a signed-in person belongs by default. */
export function homePathFor(role: Role | undefined): string {
  return role === 'ADMIN' ? adminSectionPath('dashboard') : HOME_PATH;
}
