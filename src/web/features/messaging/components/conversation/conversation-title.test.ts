import { describe, expect, it } from 'vitest';
import { ALEX, ME, SAM, summary } from '#web/test/messaging/conversation-test-harness.tsx';
import { conversationTitle } from './conversation-title.ts';

describe('conversationTitle', () => {
  it("names a team conversation after its team (docs/decisions/073), a group by its title, a direct one by the other person", () => {
    const people = [ME, ALEX, SAM];
    expect(conversationTitle(summary({ type: 'team', title: 'Night Owls', participants: people }), ME.userId)).toBe('Night Owls');
    expect(conversationTitle(summary({ type: 'group', title: 'Scrims', participants: people }), ME.userId)).toBe('Scrims');
    expect(conversationTitle(summary({ type: 'dm', title: 'ignored' }), ME.userId)).toBe(ALEX.displayName);
    expect(conversationTitle(summary({ type: 'team', title: '  ', participants: people }), ME.userId)).toBe(`${ALEX.displayName}, ${SAM.displayName}`);
  });
});
