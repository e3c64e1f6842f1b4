import type { ConversationDetail } from '#shared/contracts/messaging.ts';
import type { ConversationReadAccess } from '../messaging-policies.ts';
import type { Database } from '#server/db/client.ts';
import { loadConversationDetail } from './conversation-summary.ts';

/**
 * The conversation screen's header: the summary as in the inbox, and "seen
 * by" for the latest message; for an active guardian, the read-only view.
 */
export async function getConversation(db: Database, access: ConversationReadAccess): Promise<ConversationDetail> {
  return loadConversationDetail(db, access.viewer.userId, access.conversation.id, access.scope);
}
