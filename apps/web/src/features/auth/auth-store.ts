import { normaliseRole, type Role, type SignInPayload, type User } from '@attar/contracts';
import { create } from 'zustand';
import { ApiError, errorMessage } from '@/lib/api-client';
import { getMe } from './api/get-me';
import { signIn } from './api/sign-in';
import { signOutOnServer } from './api/sign-out';
import { clearSession, readSession, writeSession } from './session-storage';

export const LOGIN_FALLBACK_MESSAGE = 'Failed to login. Please try again later.';

export interface AuthUser {
  id: number;
  email: string;
  fullName: string;
  role: Role;
}

export interface AuthState {
  user: AuthUser | null;
  token: string | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: string | null;
  /** Signs in, stores the session and loads the profile. Rejects with the error to show. */
  login: (credentials: SignInPayload) => Promise<AuthUser>;
  /** Sets the session directly (e.g. after the third-party sign-in returns a token). */
  setAuthData: (data: { token: string; id: number; role: Role }) => void;
  /** Checks a token restored from storage against the server and loads the profile. */
  restoreSession: () => Promise<void>;
  /** Ends the session on the server and clears it here. The cart is cleared by the app's sign-out. */
  logout: () => void;
}

function toAuthUser(user: User): AuthUser {
  return { id: user.id, email: user.email, fullName: user.fullName, role: normaliseRole(user.role) };
}

function initialState(): Pick<AuthState, 'user' | 'token' | 'isAuthenticated'> {
  const session = readSession();
  if (!session) return { user: null, token: null, isAuthenticated: false };
  // Known at once from storage; email and name arrive with restoreSession().
  const user = session.userId != null ? { id: session.userId, email: '', fullName: '', role: session.role } : null;
  return { user, token: session.token, isAuthenticated: true };
}

export const useAuthStore = create<AuthState>()((set, get) => ({
  ...initialState(),
  isLoading: false,
  error: null,

  login: async (credentials) => {
    set({ isLoading: true, error: null });
    try {
      const { id, token, role } = await signIn(credentials);
      writeSession({ token, userId: id, role });
      let user: AuthUser = { id, email: credentials.email, fullName: '', role };
      try {
        user = { ...toAuthUser(await getMe()), role };
      } catch {
        // Signed in all the same; the profile can load later.
      }
      set({ user, token, isAuthenticated: true, isLoading: false });
      return user;
    } catch (error) {
      set({ isLoading: false, error: errorMessage(error, LOGIN_FALLBACK_MESSAGE) });
      throw error;
    }
  },

  setAuthData: ({ token, id, role }) => {
    const normalised = normaliseRole(role);
    writeSession({ token, userId: id, role: normalised });
    set({ token, isAuthenticated: true, error: null, user: { id, email: '', fullName: '', role: normalised } });
  },

  restoreSession: async () => {
    const { token } = get();
    if (!token) return;
    set({ isLoading: true });
    try {
      const me = toAuthUser(await getMe());
      // The stored role keeps the admin flag rule; the server's role can only lower it.
      const role: Role = me.role === 'ADMIN' && readSession()?.role === 'ADMIN' ? 'ADMIN' : 'CUSTOMER';
      set({ user: { ...me, role }, isLoading: false });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        clearSession();
        set({ user: null, token: null, isAuthenticated: false, isLoading: false });
        return;
      }
      set({ isLoading: false });
    }
  },

  logout: () => {
    const { token } = get();
    // Invalidate the token on the server too; the local session ends whatever it answers.
    if (token) void signOutOnServer(token).catch(() => undefined);
    clearSession();
    set({ user: null, token: null, isAuthenticated: false, isLoading: false, error: null });
  },
}));

export function selectIsAdmin(state: AuthState): boolean {
  return state.isAuthenticated && state.user?.role === 'ADMIN';
}

/** Where a signed-in person belongs by default. */
export function homePathFor(role: Role | undefined): string {
  return role === 'ADMIN' ? '/admin/dashboard' : '/';
}
