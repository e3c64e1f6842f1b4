import { MessageSquare } from 'lucide-react';
import { useNavigate } from 'react-router';
import { MESSAGING_TEXTS } from '#shared/contracts/messaging.ts';
import { Button } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { describeCreateConversationError, useCreateConversation } from '#web/features/messaging/api/create-conversation.ts';
import { toast } from '#web/lib/toast.ts';

/** Message: opens the direct conversation with the player (or the existing one) and goes to it in the inbox. */
export function MessagePlayerButton({ userId, disabled = false }: { userId: string; disabled?: boolean }) {
  const navigate = useNavigate();
  const create = useCreateConversation();
  const start = () =>
    create.mutate(
      { type: 'dm', participantIds: [userId] },
      {
        onSuccess: ({ conversation, isExisting }) => {
          if (isExisting) toast.info(MESSAGING_TEXTS.redirected);
          void navigate(paths.conversation.getHref(conversation.id));
        },
        onError: (error) => {
          const message = describeCreateConversationError(error);
          toast.error(message.title, message.description ? { description: message.description } : undefined);
        },
      },
    );
  return (
    <Button onClick={start} disabled={disabled || create.isPending}>
      <MessageSquare aria-hidden="true" /> Message
    </Button>
  );
}
