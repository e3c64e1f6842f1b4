import { describe, expect, it } from 'vitest';
import type { Message, MessagePage } from '#shared/contracts/messaging.ts';
import { flattenMessagePages, withMessageAdded, withMessageDeleted, withNewestPage, type MessagePages } from './get-messages.ts';

const msg = (n: number, minute = n): Message => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  conversationId: '11111111-1111-4111-8111-111111111111',
  senderId: 'user-alex',
  senderName: 'Alex',
  senderAvatarUrl: null,
  body: `m${n}`,
  createdAt: new Date(Date.UTC(2026, 2, 2, 15, minute)).toISOString(),
  deletedAt: null,
});

const pages = (...list: MessagePage[]): MessagePages => ({ pages: list, pageParams: list.map((_, index) => (index === 0 ? undefined : `p${index}`)) });
const bodies = (data: MessagePages) => flattenMessagePages(data).map((message) => message.body);

describe('message pages in the cache', () => {
  it('flattens newest-first pages into one oldest-first list', () => {
    expect(bodies(pages({ messages: [msg(3), msg(4)], nextBefore: msg(3).id }, { messages: [msg(1), msg(2)], nextBefore: null }))).toEqual([
      'm1',
      'm2',
      'm3',
      'm4',
    ]);
  });

  it('adds a message to the newest page in time order, once', () => {
    const data = pages({ messages: [msg(1), msg(3)], nextBefore: null });
    const added = withMessageAdded(withMessageAdded(data, msg(4)), msg(4));
    expect(bodies(added)).toEqual(['m1', 'm3', 'm4']);
    expect(bodies(withMessageAdded(added, msg(2)))).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect(withMessageAdded(added, msg(3))).toBe(added);
  });

  it('marks a message deleted and drops its text; an unknown id changes nothing', () => {
    const data = pages({ messages: [msg(1), msg(2)], nextBefore: null });
    const deleted = withMessageDeleted(data, msg(2).id, '2026-03-02T16:00:00.000Z');
    expect(flattenMessagePages(deleted)[1]).toMatchObject({ body: null, deletedAt: '2026-03-02T16:00:00.000Z' });
    expect(withMessageDeleted(data, msg(9).id)).toBe(data);
  });

  it('merges a fresh newest page that overlaps, keeping the older pages and the fresh copies', () => {
    const data = pages({ messages: [msg(5), msg(6), msg(7)], nextBefore: msg(5).id }, { messages: [msg(3), msg(4)], nextBefore: msg(3).id });
    const fresh: MessagePage = { messages: [msg(6), { ...msg(7), body: null, deletedAt: msg(8).createdAt }, msg(8)], nextBefore: msg(6).id };
    const merged = withNewestPage(data, fresh);
    expect(bodies(merged)).toEqual(['m3', 'm4', 'm5', 'm6', null, 'm8']);
    expect(merged.pages[0]?.nextBefore).toBe(msg(5).id);
    expect(merged.pages).toHaveLength(2);
  });

  it('restarts from the fresh page when more than a page was missed (no gap shown)', () => {
    const data = pages({ messages: [msg(1), msg(2)], nextBefore: msg(1).id });
    const fresh: MessagePage = { messages: [msg(40), msg(41)], nextBefore: msg(40).id };
    const merged = withNewestPage(data, fresh);
    expect(bodies(merged)).toEqual(['m40', 'm41']);
    expect(merged.pageParams).toEqual([undefined]);
  });
});
