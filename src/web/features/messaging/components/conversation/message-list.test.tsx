import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Message } from '#shared/contracts/messaging.ts';
import { ALEX, ME, message } from '#web/test/messaging/conversation-test-harness.tsx';
import { MessageList, type MessageListProps } from './message-list.tsx';

/**
 * jsdom lays nothing out: the log gets a made-up geometry (each message
 * 50 px, a 200 px viewport) and a scrollTop that keeps what is set, so
 * the anchoring and the bottom-sticking can be checked.
 */
const ROW = 50;
const VIEWPORT = 200;
const scrollTops = new WeakMap<Element, number>();
const isLog = (element: Element) => element.getAttribute('role') === 'log';
const descriptors = {
  scrollHeight: Object.getOwnPropertyDescriptor(Element.prototype, 'scrollHeight'),
  clientHeight: Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight'),
  scrollTop: Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTop'),
};

beforeAll(() => {
  Object.defineProperty(Element.prototype, 'scrollHeight', {
    configurable: true,
    get(this: Element) {
      return isLog(this) ? this.querySelectorAll('li').length * ROW : 0;
    },
  });
  Object.defineProperty(Element.prototype, 'clientHeight', {
    configurable: true,
    get(this: Element) {
      return isLog(this) ? VIEWPORT : 0;
    },
  });
  Object.defineProperty(Element.prototype, 'scrollTop', {
    configurable: true,
    get(this: Element) {
      return scrollTops.get(this) ?? 0;
    },
    set(this: Element, value: number) {
      const max = Math.max(0, this.scrollHeight - this.clientHeight);
      scrollTops.set(this, Math.min(Math.max(0, value), max));
    },
  });
});

afterAll(() => {
  for (const [name, descriptor] of Object.entries(descriptors)) {
    if (descriptor) Object.defineProperty(Element.prototype, name, descriptor);
  }
});

const history = (count: number, start = 0): Message[] =>
  Array.from({ length: count }, (_, index) => message({ from: ALEX, minutes: start + index, body: `Message ${start + index}` }));

function props(overrides: Partial<MessageListProps>): MessageListProps {
  return {
    messages: [],
    outgoing: [],
    viewerId: ME.userId,
    isGroup: false,
    hasOlder: false,
    isLoadingOlder: false,
    canAutoLoadOlder: true,
    loadOlderFailed: false,
    onLoadOlder: () => {},
    seenByText: null,
    onDelete: () => Promise.resolve(true),
    deletingId: null,
    onRetry: () => {},
    onDiscard: () => {},
    onAtBottomChange: () => {},
    ...overrides,
  };
}

const log = () => screen.getByRole('log', { name: 'Messages' });

function scrollTo(top: number) {
  log().scrollTop = top;
  fireEvent.scroll(log());
}

describe('message list scrolling', () => {
  it('opens at the bottom and keeps the view in place when older messages arrive above', async () => {
    const onLoadOlder = vi.fn();
    const newest = history(10, 20);
    const { rerender } = render(<MessageList {...props({ messages: newest, hasOlder: true, onLoadOlder })} />);
    expect(log().scrollTop).toBe(10 * ROW - VIEWPORT);

    scrollTo(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(onLoadOlder).toHaveBeenCalled();
    rerender(<MessageList {...props({ messages: newest, hasOlder: true, isLoadingOlder: true, onLoadOlder })} />);
    expect(screen.getByRole('button', { name: 'Loading older messages...' })).toBeDisabled();
    expect(log()).toHaveAttribute('aria-busy', 'true');

    // 10 older messages arrive above: the message that was at the top stays where it was on screen.
    rerender(<MessageList {...props({ messages: [...history(10, 0), ...newest], hasOlder: false, onLoadOlder })} />);
    expect(log().scrollTop).toBe(10 * ROW);
  });

  it('follows new messages at the bottom, else offers "New messages"', async () => {
    const onAtBottomChange = vi.fn();
    const first = history(10);
    const { rerender } = render(<MessageList {...props({ messages: first, onAtBottomChange })} />);
    const bottom = () => log().scrollHeight - VIEWPORT;

    const second = [...first, ...history(1, 10)];
    rerender(<MessageList {...props({ messages: second, onAtBottomChange })} />);
    expect(log().scrollTop).toBe(bottom());
    expect(screen.queryByRole('button', { name: 'New messages' })).toBeNull();

    // Scrolled up to read: a new message does not move the view.
    act(() => scrollTo(50));
    expect(onAtBottomChange).toHaveBeenLastCalledWith(false);
    const third = [...second, ...history(1, 11)];
    rerender(<MessageList {...props({ messages: third, onAtBottomChange })} />);
    expect(log().scrollTop).toBe(50);
    await userEvent.setup().click(screen.getByRole('button', { name: 'New messages' }));
    expect(log().scrollTop).toBe(bottom());
    expect(onAtBottomChange).toHaveBeenLastCalledWith(true);
    expect(screen.queryByRole('button', { name: 'New messages' })).toBeNull();
  });

  it('jumps to the bottom for the viewer’s own new message even when scrolled up', () => {
    const first = history(10);
    const { rerender } = render(<MessageList {...props({ messages: first })} />);
    act(() => scrollTo(0));
    rerender(
      <MessageList
        {...props({
          messages: first,
          outgoing: [{ clientId: 'outgoing-1', body: 'Mine', createdAt: new Date().toISOString(), status: 'sending' }],
        })}
      />,
    );
    expect(log().scrollTop).toBe(log().scrollHeight - VIEWPORT);
    expect(screen.getByText('Sending...')).toBeInTheDocument();
  });
});
