// The signed-in user, their profile (GET /me) and the auth actions, shared through React context.
import type { AuthUser } from 'aws-amplify/auth';
import { createContext, useContext } from 'react';
import type { MeResponse } from '#contracts/me';

export type SessionState = { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: AuthUser };

export type MeState = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; me: MeResponse } | { status: 'error'; message: string };

export type SignInOutcome = { kind: 'signedIn'; me: MeResponse } | { kind: 'confirmSignUp' };

export type AuthContextValue = {
  session: SessionState;
  user: AuthUser | null;
  meState: MeState;
  /** The profile once loaded; pages inside the shell can rely on it (ProfileGate waits for it). */
  me: MeResponse | null;
  /** Signs in with email and password, then loads the profile before exposing the new session. */
  signIn: (email: string, password: string) => Promise<SignInOutcome>;
  signOut: () => Promise<void>;
  /** Reloads GET /me (after onboarding, or from the Retry button). Rejects when the call fails. */
  refreshMe: () => Promise<MeResponse>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) {
    throw new Error('useAuth() used outside <AuthProvider>.');
  }
  return value;
}

/** For components rendered only inside the signed-in shell, after ProfileGate. */
export function useMe(): MeResponse {
  const { me } = useAuth();
  if (!me) {
    throw new Error('useMe() used before the profile was loaded.');
  }
  return me;
}
