/**
 * Messages on their way: shown at once (with a pending look) and replaced
 * by the server's copy when it arrives, through the answer or the realtime
 * event, whichever comes first. A failed one stays, with its text, for a
 * retry.
 */
import { useRef, useState } from 'react';
import { MESSAGING_TEXTS, type Message } from '#shared/contracts/messaging.ts';
import { toast } from '#web/lib/toast.ts';
import { useSendMessage } from '../../api/send-message.ts';

export interface OutgoingMessage {
  clientId: string;
  body: string;
  createdAt: string;
  status: 'sending' | 'failed';
  /** The server's reason, when it gave one. */
  error?: string;
}

export function useOutgoingMessages(conversationId: string, viewerId: string | null | undefined) {
  const sendMessage = useSendMessage(conversationId);
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>([]);
  const nextId = useRef(0);

  const remove = (clientId: string) => setOutgoing((list) => list.filter((item) => item.clientId !== clientId));

  const run = async (clientId: string, body: string) => {
    try {
      await sendMessage.mutateAsync(body);
      remove(clientId);
    } catch (error) {
      const reason = error instanceof Error && error.message ? error.message : undefined;
      setOutgoing((list) => list.map((item) => (item.clientId === clientId ? { ...item, status: 'failed', error: reason } : item)));
      toast.error(MESSAGING_TEXTS.sendFailed, { description: reason });
    }
  };

  const send = (text: string) => {
    const body = text.trim();
    nextId.current += 1;
    const clientId = `outgoing-${nextId.current}`;
    setOutgoing((list) => [...list, { clientId, body, createdAt: new Date().toISOString(), status: 'sending' }]);
    void run(clientId, body);
  };

  const retry = (clientId: string) => {
    const item = outgoing.find((candidate) => candidate.clientId === clientId);
    if (!item || item.status !== 'failed') return;
    setOutgoing((list) => list.map((candidate) => (candidate.clientId === clientId ? { ...candidate, status: 'sending', error: undefined } : candidate)));
    void run(clientId, item.body);
  };

  /** The server's copy arrived by realtime before the answer: the oldest pending one with that text is done. */
  const acknowledge = (message: Message) => {
    if (!viewerId || message.senderId !== viewerId) return;
    setOutgoing((list) => {
      const index = list.findIndex((item) => item.status === 'sending' && item.body === message.body);
      return index === -1 ? list : list.filter((_, at) => at !== index);
    });
  };

  return { outgoing, send, retry, discard: remove, acknowledge };
}
