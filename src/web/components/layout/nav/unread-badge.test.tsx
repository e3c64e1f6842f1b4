import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatUnreadCount, inboxLinkName, UnreadBadge } from './unread-badge.tsx';

describe('unread badge', () => {
  it.each([
    [0, null],
    [5, '5'],
    [99, '99'],
    [100, '99+'],
  ])('%i unread → %s', (count, text) => {
    expect(formatUnreadCount(count)).toBe(text);
    render(<UnreadBadge count={count} />);
    if (text === null) expect(screen.queryByTestId('unread-badge')).toBeNull();
    else expect(screen.getByTestId('unread-badge')).toHaveTextContent(new RegExp(`^${text.replace('+', '\\+')}$`));
  });

  it('gives the Inbox link a spoken name with the count', () => {
    expect(inboxLinkName(undefined)).toBe('Inbox');
    expect(inboxLinkName(0)).toBe('Inbox');
    expect(inboxLinkName(150)).toBe('Inbox, 99+ unread');
  });
});
