/**
 * The callers of the platform tools' tests (content, news, flags, server
 * functions, tracking): signed out, a plain player, and the three platform
 * roles, signed up once per test file on its app.
 */
import type { App } from '#server/app.ts';
import { signUpUser, signUpWithRoles, type TestUser } from './test-users.ts';

export type PlatformCaller = 'anonymous' | 'player' | 'yes_staff' | 'yes_developer' | 'yes_admin';
export const PLATFORM_CALLERS: PlatformCaller[] = ['anonymous', 'player', 'yes_staff', 'yes_developer', 'yes_admin'];
/** The platform roles the tools serve. */
export const PRIVILEGED: PlatformCaller[] = ['yes_staff', 'yes_developer', 'yes_admin'];
/** The others, with the status and error code they get from a privileged route. */
export const UNPRIVILEGED: [PlatformCaller, number, string][] = [
  ['anonymous', 401, 'unauthorized'],
  ['player', 403, 'forbidden'],
];
/** Every caller with the status a privileged route answers it (what the access tables of the tools' tests list). */
export const PLATFORM_ACCESS: [PlatformCaller, number][] = [...UNPRIVILEGED.map(([who, status]): [PlatformCaller, number] => [who, status]), ...PRIVILEGED.map((who): [PlatformCaller, number] => [who, 200])];

export interface PlatformCast {
  admin: TestUser;
  developer: TestUser;
  staff: TestUser;
  player: TestUser;
  /** The caller's session cookie (none signed out). */
  cookieOf(who: PlatformCaller): string | undefined;
  /** The caller's request headers: its cookie, if any. */
  headersOf(who: PlatformCaller): Record<string, string>;
}

/** Signs up a platform admin, developer and staff member and a player (`player`: its sign-up overrides), in that order. */
export async function signUpPlatformCast(app: App, player: { displayName?: string } = {}): Promise<PlatformCast> {
  const users = {
    admin: await signUpWithRoles(app, ['yes_admin']),
    developer: await signUpWithRoles(app, ['yes_developer']),
    staff: await signUpWithRoles(app, ['yes_staff']),
    player: await signUpUser(app, player),
  };
  const cookieOf = (who: PlatformCaller) =>
    ({ anonymous: undefined, player: users.player.cookie, yes_staff: users.staff.cookie, yes_developer: users.developer.cookie, yes_admin: users.admin.cookie })[who];
  return {
    ...users,
    cookieOf,
    headersOf: (who): Record<string, string> => {
      const cookie = cookieOf(who);
      return cookie ? { cookie } : {};
    },
  };
}
