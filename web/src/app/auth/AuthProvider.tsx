// Holds the Amplify session and the user's profile; follows Amplify Hub 'auth' events.
import { getCurrentUser, signIn as amplifySignIn, signOut as amplifySignOut, type AuthUser, type SignInOutput } from 'aws-amplify/auth';
import { useQueryClient } from '@tanstack/react-query';
import { Hub } from 'aws-amplify/utils';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { MeResponse } from '#contracts/me';
import { getMe } from '../../queries/me.ts';
import { errorMessage, hasErrorName } from '../errors.ts';
import { AuthContext, type AuthContextValue, type MeState, type SessionState, type SignInOutcome } from './auth-context.ts';

async function signInWithPassword(email: string, password: string): Promise<SignInOutput> {
  const input = {
    username: email,
    password,
    // The local Cognito emulator has no SRP; the real pool client enables USER_PASSWORD_AUTH too.
    options: { authFlowType: 'USER_PASSWORD_AUTH' as const },
  };
  try {
    return await amplifySignIn(input);
  } catch (error) {
    // A stale session left in storage blocks a new sign-in: drop it and try once more.
    if (hasErrorName(error, 'UserAlreadyAuthenticatedException')) {
      await amplifySignOut();
      return amplifySignIn(input);
    }
    throw error;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<SessionState>({ status: 'loading' });
  const [meState, setMeState] = useState<MeState>({ status: 'idle' });
  // Only the latest GET /me may write the state: a slow answer for a previous user is ignored.
  const meRequest = useRef(0);
  // While our own signIn() runs it sets the session itself; the Hub 'signedIn' event must not race it.
  const signingIn = useRef(false);
  // Cached reads belong to the user who made them: a sign-out or another sign-in drops them all.
  const queryClient = useQueryClient();

  const refreshMe = useCallback(async (): Promise<MeResponse> => {
    const request = ++meRequest.current;
    setMeState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    try {
      const me = await getMe();
      if (request === meRequest.current) setMeState({ status: 'ready', me });
      return me;
    } catch (error) {
      if (request === meRequest.current) {
        // Keep a profile we already have (a failed refresh is the caller's to report).
        setMeState((previous) => (previous.status === 'ready' ? previous : { status: 'error', message: errorMessage(error) }));
      }
      throw error;
    }
  }, []);

  const clearSession = useCallback(() => {
    meRequest.current += 1;
    queryClient.clear();
    setSession({ status: 'signedOut' });
    setMeState({ status: 'idle' });
  }, [queryClient]);

  const adoptCurrentUser = useCallback(async () => {
    let user: AuthUser;
    try {
      user = await getCurrentUser();
    } catch {
      clearSession();
      return;
    }
    setSession({ status: 'signedIn', user });
    // The failure is kept in meState, where ProfileGate shows it with a Retry button.
    refreshMe().catch(() => undefined);
  }, [refreshMe, clearSession]);

  useEffect(() => {
    void adoptCurrentUser();
    return Hub.listen('auth', ({ payload }) => {
      switch (payload.event) {
        case 'signedIn':
          if (!signingIn.current) void adoptCurrentUser();
          break;
        case 'signedOut':
        case 'tokenRefresh_failure':
          clearSession();
          break;
        default:
          break;
      }
    });
  }, [adoptCurrentUser, clearSession]);

  const signIn = useCallback(
    async (email: string, password: string): Promise<SignInOutcome> => {
      signingIn.current = true;
      try {
        const result = await signInWithPassword(email, password);
        if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') return { kind: 'confirmSignUp' };
        if (!result.isSignedIn) {
          throw new Error(`This account needs a sign-in step Markk does not support yet (${result.nextStep.signInStep}).`);
        }
        const user = await getCurrentUser();
        queryClient.clear();
        const request = ++meRequest.current;
        let me: MeResponse;
        try {
          me = await getMe();
        } catch (error) {
          if (request === meRequest.current) {
            setSession({ status: 'signedIn', user });
            setMeState({ status: 'error', message: errorMessage(error) });
          }
          throw error;
        }
        // Session and profile appear together, so the shell never renders without a profile.
        if (request === meRequest.current) {
          setSession({ status: 'signedIn', user });
          setMeState({ status: 'ready', me });
        }
        return { kind: 'signedIn', me };
      } catch (error) {
        if (hasErrorName(error, 'UserNotConfirmedException')) return { kind: 'confirmSignUp' };
        throw error;
      } finally {
        signingIn.current = false;
      }
    },
    [queryClient],
  );

  // Sign Out ends every session of the account (Cognito's GlobalSignOut): its refresh tokens
  // are revoked, so no device can get new tokens (Amplify's per-device RevokeToken needs a
  // token claim the local pool does not issue; the global call works everywhere).
  const signOut = useCallback(async () => {
    await amplifySignOut({ global: true });
    clearSession();
  }, [clearSession]);

  const value = useMemo<AuthContextValue>(
    () => ({
      session,
      user: session.status === 'signedIn' ? session.user : null,
      meState,
      me: meState.status === 'ready' ? meState.me : null,
      signIn,
      signOut,
      refreshMe,
    }),
    [session, meState, signIn, signOut, refreshMe],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
