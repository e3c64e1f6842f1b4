/**
 * Realtime end to end through the messaging API: two app instances on one
 * database, as two server processes would be. A message sent through the
 * REST API on one instance reaches the other participant's socket on the
 * other instance (and the sender's own other tab); a non-participant's
 * sockets on either instance receive nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationSummary, Message, RealtimeEvent } from '#shared/contracts/messaging.ts';
import type { TestApp } from '#server/test/create-test-app.ts';
import { openRealtimePair, type RealtimePair } from '#server/test/realtime/realtime-pair.ts';
import { type TestUser } from '#server/test/test-users.ts';
import { settle, withoutMarkers } from '../test/realtime/realtime-test-client.ts';

let pair: RealtimePair;
let t: TestApp;
let second: RealtimePair['second'];
let url1: string;
let url2: string;
let xan: TestUser;
let yuki: TestUser;
let zed: TestUser;
const signedIn = (url: string, user: TestUser) => pair.signedIn(url, user);

beforeAll(async () => {
  pair = await openRealtimePair(['Xan Sender', 'Yuki Reader', 'Zed Outsider']);
  ({ t, second, url1, url2 } = pair);
  [xan, yuki, zed] = pair.users as [TestUser, TestUser, TestUser];
});
afterAll(async () => pair?.close());

describe('messages through the API reach participants live', () => {
  it('a message sent on one instance reaches the other participant on the other instance; an outsider gets nothing', async () => {
    const xanOtherTab = await signedIn(url1, xan);
    const yukiOn2 = await signedIn(url2, yuki);
    const zedOn1 = await signedIn(url1, zed);
    const zedOn2 = await signedIn(url2, zed);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { cookie: xan.cookie },
      payload: { type: 'dm', participantIds: [yuki.id] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const conversation = created.json().conversation as ConversationSummary;
    const updated: RealtimeEvent = { type: 'conversation.updated', conversationId: conversation.id };
    await expect(yukiOn2.waitFor((event) => event.type === 'conversation.updated')).resolves.toEqual(updated);

    const send = async (body: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/conversations/${conversation.id}/messages`,
        headers: { cookie: xan.cookie },
        payload: { body },
      });
      expect(response.statusCode).toBe(201);
      return response.json().message as Message;
    };
    const short = await send('gg, rematch tonight?');
    // 3000 characters of 2 to 4 bytes, about 9 kB of UTF-8: over one NOTIFY, sent as a pointer and loaded.
    const long = await send(`${'🎮'.repeat(1000)}${'ж'.repeat(1000)}${'€'.repeat(999)}!`);
    expect(Buffer.byteLength(long.body ?? '')).toBeGreaterThan(8000);

    await settle(t.app, [
      { user: xan, sockets: [xanOtherTab] },
      { user: yuki, sockets: [yukiOn2] },
      { user: zed, sockets: [zedOn1, zedOn2] },
    ]);
    const messageEvents = (message: Message): RealtimeEvent => ({ type: 'message.created', conversationId: conversation.id, message });
    expect(withoutMarkers(yukiOn2)).toEqual([{ type: 'ready' }, updated, messageEvents(short), messageEvents(long)]);
    expect(withoutMarkers(xanOtherTab)).toEqual([{ type: 'ready' }, updated, messageEvents(short), messageEvents(long)]);
    expect(short.senderName).toBe('Xan Sender');
    for (const socket of [zedOn1, zedOn2]) expect(withoutMarkers(socket)).toEqual([{ type: 'ready' }]);
  });

  it('a reply on the other instance comes back live, with the read receipt and a deletion', async () => {
    const xanTab = await signedIn(url1, xan);
    const zedTab = await signedIn(url2, zed);
    const inbox = await second.app.inject({ method: 'GET', url: '/api/conversations', headers: { cookie: yuki.cookie } });
    const [conversation] = inbox.json().conversations as ConversationSummary[];
    expect(conversation).toBeDefined();
    const conversationId = conversation!.id;

    const reply = await second.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/messages`,
      headers: { cookie: yuki.cookie },
      payload: { body: 'you are on' },
    });
    expect(reply.statusCode).toBe(201);
    const message = reply.json().message as Message;
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversationId}/read`,
      headers: { cookie: xan.cookie },
      payload: { messageId: message.id },
    });
    expect(read.statusCode).toBe(200);
    const deleted = await second.app.inject({
      method: 'DELETE',
      url: `/api/conversations/${conversationId}/messages/${message.id}`,
      headers: { cookie: yuki.cookie },
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);

    await settle(second.app, [
      { user: xan, sockets: [xanTab] },
      { user: zed, sockets: [zedTab] },
    ]);
    expect(withoutMarkers(xanTab)).toEqual([
      { type: 'ready' },
      { type: 'message.created', conversationId, message },
      { type: 'conversation.read', conversationId, userId: xan.id, messageId: message.id },
      { type: 'message.deleted', conversationId, messageId: message.id },
    ]);
    expect(withoutMarkers(zedTab)).toEqual([{ type: 'ready' }]);
  });
});
