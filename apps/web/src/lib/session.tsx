import { createContext, useContext } from 'react';

/**
 * Who is signed in, as the shell needs it (header, drawer, footer). The identity feature renders
 * `SessionProvider` with the real session; without it every screen shows the signed-out set.
 */
export interface SessionUser {
  handler: string;
  email?: string;
  groups?: string[];
}

export interface Session {
  status: 'loading' | 'signed-in' | 'signed-out';
  user: SessionUser | null;
}

const SIGNED_OUT: Session = { status: 'signed-out', user: null };
const SessionContext = createContext<Session>(SIGNED_OUT);

export const SessionProvider = SessionContext.Provider;

export function useSession(): Session {
  return useContext(SessionContext);
}
