import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeRealtimeSocket } from '#web/test/realtime/fake-realtime-socket.ts';
import type { RealtimeNotice } from '#web/lib/realtime/realtime-client.ts';

const CONVERSATION_ID = '0b6f1c1e-8c55-4d8e-9a43-5d0c1b7f2a10';

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
  vi.stubGlobal('WebSocket', FakeRealtimeSocket);
  FakeRealtimeSocket.reset();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function loadHook() {
  const { useRealtimeEvent } = await import('#web/lib/realtime/use-realtime-event.ts');
  function Listener({ label, seen, enabled }: { label: string; seen: string[]; enabled?: boolean }) {
    useRealtimeEvent((notice: RealtimeNotice) => seen.push(`${label}:${notice.type}`), enabled);
    return <p>{label}</p>;
  }
  return Listener;
}

describe('useRealtimeEvent', () => {
  it('hears events with the latest listener, without resubscribing on re-render', async () => {
    const Listener = await loadHook();
    const seen: string[] = [];
    const view = render(<Listener label="first" seen={seen} />);
    expect(FakeRealtimeSocket.instances).toHaveLength(1);

    view.rerender(<Listener label="second" seen={seen} />);
    act(() => {
      FakeRealtimeSocket.last.acceptAsSignedIn();
      FakeRealtimeSocket.last.serverSend({ type: 'conversation.updated', conversationId: CONVERSATION_ID });
    });
    expect(seen).toEqual(['second:ready', 'second:conversation.updated']);
    expect(FakeRealtimeSocket.instances).toHaveLength(1);

    view.unmount();
    expect(FakeRealtimeSocket.live).toHaveLength(0);
  });

  it('opens nothing while disabled, and subscribes once enabled', async () => {
    const Listener = await loadHook();
    const seen: string[] = [];
    const view = render(<Listener label="x" seen={seen} enabled={false} />);
    expect(FakeRealtimeSocket.instances).toHaveLength(0);

    view.rerender(<Listener label="x" seen={seen} enabled />);
    expect(FakeRealtimeSocket.instances).toHaveLength(1);
    act(() => FakeRealtimeSocket.last.acceptAsSignedIn());
    expect(seen).toEqual(['x:ready']);

    view.rerender(<Listener label="x" seen={seen} enabled={false} />);
    expect(FakeRealtimeSocket.live).toHaveLength(0);
  });
});
