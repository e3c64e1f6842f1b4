/**
 * Two app instances on one database, both listening on loopback ports as two
 * server processes would, with users signed up on the first; the sockets a
 * test opens through `signedIn` are closed with the apps.
 */
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { signUpUser, type TestUser } from '#server/test/test-users.ts';
import { openSignedInSocket, realtimeUrlOf, type TestSocket } from './realtime-test-client.ts';

export interface RealtimePair {
  t: TestApp;
  second: Awaited<ReturnType<TestApp['openSecondInstance']>>;
  /** The realtime URLs of the first and the second instance. */
  url1: string;
  url2: string;
  /** One user per display name asked for, in that order. */
  users: TestUser[];
  /** A socket signed in as `user` on the instance at `url`. */
  signedIn(url: string, user: TestUser): Promise<TestSocket>;
  /** Closes `socket` with the apps (one the test opened itself). */
  adopt(socket: TestSocket): TestSocket;
  close(): Promise<void>;
}

export async function openRealtimePair(displayNames: readonly string[]): Promise<RealtimePair> {
  const sockets: TestSocket[] = [];
  const t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const second = await t.openSecondInstance();
  await second.app.listen({ port: 0, host: '127.0.0.1' });
  const users: TestUser[] = [];
  for (const displayName of displayNames) users.push(await signUpUser(t.app, { displayName }));
  return {
    t,
    second,
    url1: realtimeUrlOf(t.app),
    url2: realtimeUrlOf(second.app),
    users,
    async signedIn(url, user) {
      const socket = await openSignedInSocket(url, user.cookie);
      sockets.push(socket);
      return socket;
    },
    adopt(socket) {
      sockets.push(socket);
      return socket;
    },
    async close() {
      for (const socket of sockets) socket.close();
      await second.close();
      await t.close();
    },
  };
}
