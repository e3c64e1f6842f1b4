import type { ConversationDetail } from '#shared/contracts/messaging.ts';
import type { ConversationAccess } from '#server/auth/policies.ts';
import type { Database } from '#server/db/client.ts';
import { loadConversationDetail } from './conversation-summary.ts';

/** The conversation screen's header: the summary as in the inbox, and "seen by" for the latest message. */
export async function getConversation(db: Database, access: ConversationAccess): Promise<ConversationDetail> {
  return loadConversationDetail(db, access.viewer.userId, access.conversation.id);
}
