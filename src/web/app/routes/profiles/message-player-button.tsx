import MessageSquare from 'lucide-react/icons/message-square';
import { useNavigate } from 'react-router';
import { MESSAGING_TEXTS } from '#shared/contracts/messaging.ts';
import { Button, type ButtonProps } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { describeCreateConversationError, useCreateConversation } from '#web/features/messaging/api/create-conversation.ts';
import { toast } from '#web/lib/toast.ts';

export interface MessagePlayerButtonProps {
  userId: string;
  /** In a list of players (search results): named "Message <player>", so each row's button is told apart. */
  playerName?: string;
  disabled?: boolean;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}

/**
 * Message: opens the direct conversation with the player (or the existing
 * one) and goes to it in the inbox. The profile page and the search results
 * on /players use it, since the profiles feature does not import messaging.
 */
export function MessagePlayerButton({ userId, playerName, disabled = false, size, variant }: MessagePlayerButtonProps) {
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
    <Button
      onClick={start}
      disabled={disabled || create.isPending}
      size={size}
      variant={variant}
      // The name starts with the visible "Message" (WCAG 2.5.3 label in name).
      aria-label={playerName ? `Message ${playerName}` : undefined}
    >
      <MessageSquare aria-hidden="true" /> Message
    </Button>
  );
}
