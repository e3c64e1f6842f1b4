import { createContext, useContext } from 'react';
import type { AppError } from '#shared/app-error.ts';
import type { MeResponse } from '#shared/contracts/me.ts';

export interface AuthState {
  user: MeResponse['user'];
  profile: MeResponse['profile'];
  roles: MeResponse['roles'];
  /** Evaluated flags; empty when they failed to load (spec section 8). */
  flags: MeResponse['flags'];
  /** The teams the user is on, for the header's My teams (absent: none). */
  teams?: NonNullable<MeResponse['teams']>;
  isSignedIn: boolean;
  /** True until the first answer of /api/me (or its failure). */
  isLoading: boolean;
  error: AppError | null;
}

export const AuthContext = createContext<AuthState | null>(null);

export const AUTH_OUTSIDE_PROVIDER_MESSAGE = 'useAuth must be used within AuthProvider';

export function useAuth(): AuthState {
  const value = useContext(AuthContext);
  if (!value) throw new Error(AUTH_OUTSIDE_PROVIDER_MESSAGE);
  return value;
}
