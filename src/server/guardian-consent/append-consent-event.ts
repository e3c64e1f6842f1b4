/**
 * The consent log is append-only (RECRUITING.md "Guardian link"): this is
 * the only write the app makes to consent_events, and it inserts.
 * consent-log-append-only.test.ts checks that nothing updates or deletes.
 */
import type { ConsentEventKind } from '#shared/value-sets.ts';
import type { Database } from '#server/db/client.ts';
import { consentEvents } from '#server/db/schema/guardians.ts';

export async function appendConsentEvent(
  db: Pick<Database, 'insert'>,
  event: { playerUserId: string; kind: ConsentEventKind; actorUserId: string | null; guardianLinkId?: string | null; detail?: Record<string, unknown> },
) {
  await db.insert(consentEvents).values({
    playerUserId: event.playerUserId,
    kind: event.kind,
    actorUserId: event.actorUserId,
    guardianLinkId: event.guardianLinkId ?? null,
    detail: event.detail ?? {},
  });
}
