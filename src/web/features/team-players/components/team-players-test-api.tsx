/**
 * Test support for the team-players components: a signed-in coach (the
 * session the dialog reads) on the app's data client, and fetch stubbed at
 * the network boundary with a record of every call. Not part of the bundle.
 */
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { AuthContext, type AuthState } from '#web/lib/auth/auth-context.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';

export const COACH_ID = 'coach-1';

const COACH: AuthState = {
  user: { id: COACH_ID, email: 'coach@example.test', fullName: 'Casey Coach', avatarUrl: null },
  profile: null,
  roles: [{ role: 'recruit_team_manager', collegeId: null }],
  flags: {},
  isSignedIn: true,
  isLoading: false,
  error: null,
};

export interface ApiCall {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export const apiError = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  json(status, { error: { code, message, ...(fields ? { fields } : {}) } });

/** Stubs fetch: each call is recorded and answered by `handler` (undefined: a 404 naming the call). */
export function stubFetch(handler: (call: ApiCall) => Response | undefined): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const call: ApiCall = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        search: url.searchParams,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      return handler(call) ?? apiError(404, 'not_found', `No stub for ${call.method} ${call.path}`);
    }),
  );
  return calls;
}

export function renderAsCoach(ui: ReactElement) {
  return renderWithProviders(<AuthContext.Provider value={COACH}>{ui}</AuthContext.Provider>);
}
