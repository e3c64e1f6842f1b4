/** /inbox/:conversationId: the conversation pane (beside the list on wide screens, alone with Back to inbox on narrow ones). */
import ChevronLeft from 'lucide-react/icons/chevron-left';
import { Link, useOutletContext, useParams } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { ConversationPanel } from '#web/features/messaging/components/conversation/conversation-panel.tsx';
import type { InboxOutletContext } from './inbox-layout.tsx';

export function InboxConversationRoute() {
  const { conversationId = '' } = useParams();
  const context = useOutletContext<InboxOutletContext | undefined>();
  return (
    <>
      <div className="border-b px-2 py-1.5 md:hidden">
        <Link
          to={{ pathname: paths.inbox.getHref(), search: context?.search ?? '' }}
          className="inline-flex h-9 items-center gap-1 rounded-md px-2 text-sm font-semibold text-primary outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ChevronLeft aria-hidden="true" className="size-4" /> Back to inbox
        </Link>
      </div>
      <div className="flex min-h-0 flex-1 flex-col">
        <ConversationPanel key={conversationId} conversationId={conversationId} />
      </div>
    </>
  );
}
