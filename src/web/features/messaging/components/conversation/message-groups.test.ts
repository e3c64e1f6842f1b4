import { describe, expect, it } from 'vitest';
import type { Message } from '#shared/contracts/messaging.ts';
import { conversationTitle, seenByText } from './conversation-title.ts';
import { dayLabel, groupMessages } from './message-groups.ts';

const NOW = new Date(2026, 2, 4, 12, 0);
const local = (day: number, hour: number, minute = 0) => new Date(2026, 2, day, hour, minute).toISOString();
let n = 0;
const msg = (senderId: string, createdAt: string): Message => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  conversationId: '11111111-1111-4111-8111-111111111111',
  senderId,
  senderName: senderId,
  senderAvatarUrl: null,
  body: 'x',
  createdAt,
  deletedAt: null,
});

describe('grouping the history', () => {
  it('labels days Today, Yesterday, else the date', () => {
    expect(dayLabel(new Date(2026, 2, 4, 8), NOW)).toBe('Today');
    expect(dayLabel(new Date(2026, 2, 3, 23), NOW)).toBe('Yesterday');
    expect(dayLabel(new Date(2026, 2, 1, 9), NOW)).toBe('Sunday, March 1, 2026');
  });

  it('splits by day, by sender and by a pause of 10 minutes or more', () => {
    const days = groupMessages(
      [
        msg('alex', local(3, 9, 0)),
        msg('alex', local(3, 9, 5)),
        msg('sam', local(3, 9, 6)),
        msg('sam', local(3, 9, 16)),
        msg('sam', local(4, 9, 17)),
      ],
      NOW,
    );
    expect(days.map((day) => day.label)).toEqual(['Yesterday', 'Today']);
    expect(days[0]?.groups.map((group) => [group.senderId, group.messages.length])).toEqual([
      ['alex', 2],
      ['sam', 1],
      ['sam', 1],
    ]);
    expect(days[1]?.groups.map((group) => group.messages.length)).toEqual([1]);
  });
});

describe('conversation names and Seen by', () => {
  const base = {
    id: '11111111-1111-4111-8111-111111111111',
    createdBy: 'me',
    maxParticipants: 7,
    updatedAt: local(4, 9),
    isStarred: false,
    role: 'admin' as const,
    latestMessage: null,
    unreadCount: 0,
    participants: [
      { userId: 'me', displayName: 'Pat', avatarUrl: null, role: 'admin' as const },
      { userId: 'alex', displayName: 'Alex', avatarUrl: null, role: 'member' as const },
      { userId: 'sam', displayName: 'Sam', avatarUrl: null, role: 'member' as const },
    ],
  };

  it('uses a group title, else the others’ names', () => {
    expect(conversationTitle({ ...base, type: 'group', title: 'Squad' }, 'me')).toBe('Squad');
    expect(conversationTitle({ ...base, type: 'group', title: '  ' }, 'me')).toBe('Alex, Sam');
    expect(conversationTitle({ ...base, type: 'dm', title: null, participants: base.participants.slice(0, 2) }, 'me')).toBe('Alex');
  });

  it('says "Seen" in a direct conversation and "Seen by" names in a group', () => {
    const receipts = [
      { userId: 'alex', displayName: 'Alex', readAt: local(4, 9) },
      { userId: 'sam', displayName: 'Sam', readAt: local(4, 9) },
    ];
    expect(seenByText('dm', receipts.slice(0, 1))).toBe('Seen');
    expect(seenByText('group', receipts)).toBe('Seen by Alex, Sam');
    expect(seenByText('group', [])).toBeNull();
  });
});
