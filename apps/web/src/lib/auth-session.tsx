import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { UserInfo } from '@caskmark/shared/api/account';
import type { AuthTokens } from '@caskmark/shared/api/identity';
import { ApiError, configureAuth } from './api-client';
import { recordLogin } from './auth-api/record-login';
import { refreshTokens } from './auth-api/refresh-tokens';
import { signOutOnServer } from './auth-api/sign-out';
import { USER_INFO_PATH, userInfoQueryOptions } from './auth-api/get-user-info';
import { LOGOUT_PATH, authNavigate } from './auth-navigation';
import { clearLocalOnSignOut, rememberLoginMethod, type LoginMethod } from './auth-storage';
import { showAuthToast } from './auth-toast';
import {
  clearTokens,
  configureRefresh,
  currentRefreshToken,
  getIdToken,
  hasSession,
  onSessionEnded,
  refreshIdToken,
  storeTokens,
  subscribeSession,
} from './auth-tokens';
import { queryKeys } from './query-keys';
import { SessionProvider, type Session } from './session';

export const USER_INFO_ERROR = 'Error getting user info';

export type AuthStatus = Session['status'];

export interface AuthContextValue {
  status: AuthStatus;
  /** The user session of spec part 2 §3 (without the token, which never leaves lib/auth-tokens). */
  user: UserInfo | null;
  /** Stores the tokens, records the sign-in (POST user-info/login) and loads the session. */
  completeSignIn: (tokens: AuthTokens, method: LoginMethod) => Promise<UserInfo>;
  /** Ends the session here and on the server, and clears local storage. */
  signOut: () => Promise<void>;
  /** Reads user-info again (after a handler, e-mail or MFA change). */
  reloadUser: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Calls that never send people to /auth/logout on a 401: user-info (spec) and the auth operations. */
function excludedFromLogout(path: string): boolean {
  return path.startsWith(USER_INFO_PATH) || path.startsWith('/api/auth/');
}

/** What a 401 does once the provider is mounted (clear the user, go to /auth/logout). */
let onSessionExpired: () => void = () => {};

// Wired when this module loads, before any query runs: the first request must already carry the token.
configureRefresh(refreshTokens);
configureAuth({
  getToken: () => getIdToken(),
  refreshToken: () => refreshIdToken(),
  onUnauthorized: (path) => {
    if (!excludedFromLogout(path)) onSessionExpired();
  },
});

/** The session of this browser, for the whole app; renders the shell's SessionProvider too. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const signedIn = useSyncExternalStore(subscribeSession, hasSession, () => false);
  const userQuery = useQuery(userInfoQueryOptions(signedIn));

  const forgetUser = useCallback(() => {
    clearTokens();
    queryClient.removeQueries({ queryKey: queryKeys.user() });
  }, [queryClient]);

  // Spec part 1 §4: a 401 on an authenticated call (not user-info) clears the user and goes to /auth/logout.
  useEffect(() => {
    onSessionExpired = () => {
      forgetUser();
      authNavigate(LOGOUT_PATH);
    };
  }, [forgetUser]);

  useEffect(() => onSessionEnded(() => queryClient.removeQueries({ queryKey: queryKeys.user() })), [queryClient]);

  // Part 2 §8: a 401 on user-info forces sign-out with its own message.
  const userError = userQuery.error;
  useEffect(() => {
    if (userError instanceof ApiError && userError.status === 401) {
      forgetUser();
      showAuthToast('red', USER_INFO_ERROR);
    }
  }, [userError, forgetUser]);

  const completeSignIn = useCallback(
    async (tokens: AuthTokens, method: LoginMethod) => {
      storeTokens(tokens);
      try {
        const user = await recordLogin(tokens.idToken);
        queryClient.setQueryData(queryKeys.user(), user);
        rememberLoginMethod(method);
        return user;
      } catch (error) {
        forgetUser();
        throw error;
      }
    },
    [queryClient, forgetUser],
  );

  const signOut = useCallback(async () => {
    const refreshToken = currentRefreshToken();
    forgetUser();
    clearLocalOnSignOut();
    // Whatever the signed-in person saw (vault, carts, offers) must not show to the next one.
    queryClient.clear();
    await signOutOnServer(refreshToken);
  }, [queryClient, forgetUser]);

  const reloadUser = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.user() });
  }, [queryClient]);

  const user = signedIn ? (userQuery.data ?? null) : null;
  const status: AuthStatus = user ? 'signed-in' : signedIn && !userQuery.isError ? 'loading' : 'signed-out';
  const value = useMemo<AuthContextValue>(() => ({ status, user, completeSignIn, signOut, reloadUser }), [status, user, completeSignIn, signOut, reloadUser]);
  const session = useMemo<Session>(
    () => ({ status, user: user ? { handler: user.handler, email: user.email ?? undefined, groups: user.groups } : null }),
    [status, user],
  );
  return (
    <AuthContext.Provider value={value}>
      <SessionProvider value={session}>{children}</SessionProvider>
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth() needs <AuthProvider> (app/providers.tsx).');
  return value;
}
