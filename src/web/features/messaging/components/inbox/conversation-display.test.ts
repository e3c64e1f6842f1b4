import { describe, expect, it } from 'vitest';
import type { ConversationSummary } from '#shared/contracts/messaging.ts';
import { conversationName, formatActivityTime, latestMessagePreview, NO_MESSAGES_PREVIEW, NO_OTHERS_NAME } from './conversation-display.ts';

const ME = 'me';
const base: ConversationSummary = {
  id: '11111111-1111-4111-8111-111111111111',
  type: 'group',
  title: null,
  createdBy: ME,
  maxParticipants: 7,
  updatedAt: '2026-03-04T18:00:00.000Z',
  isStarred: false,
  role: 'admin',
  participants: [
    { userId: ME, displayName: 'Pat Manager', avatarUrl: null, role: 'admin' },
    { userId: 'a', displayName: 'Alex Kim', avatarUrl: null, role: 'member' },
    { userId: 's', displayName: 'Sam Lee', avatarUrl: null, role: 'member' },
  ],
  latestMessage: null,
  unreadCount: 0,
};
const message = (senderId: string | null, senderName: string, body: string) => ({
  id: '22222222-2222-4222-8222-222222222222',
  senderId,
  senderName,
  body,
  createdAt: '2026-03-04T18:00:00.000Z',
});

describe('conversationName', () => {
  it('is the group title when set (blank titles do not count), else the others in join order', () => {
    expect(conversationName({ ...base, title: 'Scrim squad' }, ME)).toBe('Scrim squad');
    // A team conversation is named for its team (docs/decisions/073).
    expect(conversationName({ ...base, type: 'team', title: 'Lakeside Valorant' }, ME)).toBe('Lakeside Valorant');
    expect(conversationName({ ...base, title: '   ' }, ME)).toBe('Alex Kim, Sam Lee');
    expect(conversationName(base, ME)).toBe('Alex Kim, Sam Lee');
    expect(conversationName({ ...base, type: 'dm', participants: base.participants.slice(0, 2) }, ME)).toBe('Alex Kim');
    expect(conversationName({ ...base, participants: base.participants.slice(0, 1) }, ME)).toBe(NO_OTHERS_NAME);
  });
});

describe('latestMessagePreview', () => {
  it('says "You:" for the viewer, the first name in groups, the bare text in direct conversations', () => {
    expect(latestMessagePreview({ ...base, latestMessage: message(ME, 'Pat Manager', 'see you\nat 6') }, ME)).toBe('You: see you at 6');
    expect(latestMessagePreview({ ...base, latestMessage: message('a', 'Alex Kim', 'gg') }, ME)).toBe('Alex: gg');
    expect(latestMessagePreview({ ...base, type: 'dm', latestMessage: message('a', 'Alex Kim', 'gg') }, ME)).toBe('gg');
    // A deleted account's message is never "You".
    expect(latestMessagePreview({ ...base, type: 'dm', latestMessage: message(null, 'Deleted user', 'hi') }, null)).toBe('hi');
    expect(latestMessagePreview(base, ME)).toBe(NO_MESSAGES_PREVIEW);
  });
});

describe('formatActivityTime', () => {
  const now = new Date(2026, 2, 11, 15, 0); // Wed, March 11 2026, 3 PM local
  const at = (...args: [number, number, number, number, number]) => new Date(...args).toISOString();

  it('reads like a messenger: now, minutes, hours today, Yesterday, weekday, date', () => {
    expect(formatActivityTime(at(2026, 2, 11, 14, 59), now)).toBe('1m');
    expect(formatActivityTime(new Date(now.getTime() - 20_000).toISOString(), now)).toBe('now');
    expect(formatActivityTime(at(2026, 2, 11, 14, 15), now)).toBe('45m');
    expect(formatActivityTime(at(2026, 2, 11, 9, 0), now)).toBe('6h');
    expect(formatActivityTime(at(2026, 2, 10, 23, 0), now)).toBe('Yesterday');
    expect(formatActivityTime(at(2026, 2, 6, 12, 0), now)).toBe('Fri');
    expect(formatActivityTime(at(2026, 0, 2, 12, 0), now)).toBe('Jan 2');
    expect(formatActivityTime(at(2025, 11, 24, 12, 0), now)).toBe('Dec 24, 2025');
    // A clock slightly behind the server still reads "now".
    expect(formatActivityTime(new Date(now.getTime() + 30_000).toISOString(), now)).toBe('now');
    expect(formatActivityTime('not a date', now)).toBe('');
  });
});
