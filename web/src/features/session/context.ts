// The signed-in session every shell screen reads: who, with which role, on which canteens, in which environment.
import { createContext, useContext } from 'react';
import type { User as AuthUser } from 'firebase/auth';
import type { BackOfficeRole, Environment } from '@backoffice/shared';
import type { UserDocument } from './api/user';

export interface Session {
  authUser: AuthUser;
  uid: string;
  profile: NonNullable<UserDocument['profile']>;
  role: BackOfficeRole;
  boCanteens: string[];
  environment: Environment;
  userDocument: UserDocument;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside the signed-in shell');
  return session;
}
