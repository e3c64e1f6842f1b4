/**
 * The realtime events (/api/realtime) checked by hand, without zod, for the
 * browser's realtime client: it loads for every signed-in page view, and
 * zod would add some 26 kB gzipped to it (docs/decisions/009).
 *
 * `realtimeEventSchema` in ./messaging.ts stays the contract and the types
 * come from it: parseRealtimeEvent accepts what that schema accepts and
 * returns what its parse returns (unknown keys dropped).
 * realtime-events.test.ts holds the two to the same answer on valid and
 * invalid samples of every event type, and fails when the schema gains an
 * event type the samples do not cover; a required field added to the schema
 * fails the typecheck here.
 *
 * Imports nothing from zod, at run time or through ./messaging.ts (types only).
 */
import type { Message, RealtimeEvent } from '#shared/contracts/messaging.ts';
import { PIPELINE_STAGES } from '#shared/recruiting/recruiting-values.ts';

type PipelineChanged = Extract<RealtimeEvent, { type: 'pipeline.changed' }>;

const PIPELINE_CHANGES: readonly PipelineChanged['change'][] = ['added', 'moved', 'updated', 'removed'];

/** zod's z.uuid(): RFC 9562 versions 1 to 8, the nil and the max UUID. */
const UUID = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/** zod's z.iso.datetime({ offset: true }): a real calendar date, seconds, optional fraction, Z or ±hh:mm. */
const DATETIME = new RegExp(
  '^(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29' +
    '|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))' +
    'T(?:(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$',
);

type Fields = Record<string, unknown>;

/** zod's z.object() input: an object, not null, not an array. */
function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isUuid = (value: unknown): value is string => isString(value) && UUID.test(value);
const isDateTime = (value: unknown): value is string => isString(value) && DATETIME.test(value);
const isStringOrNull = (value: unknown): value is string | null => value === null || isString(value);
/** z.number() refuses NaN and the infinities; .int() wants a safe integer. */
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isInteger = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);
const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    (values as readonly unknown[]).includes(value);
const isStage = isOneOf(PIPELINE_STAGES);
const isChange = isOneOf(PIPELINE_CHANGES);

function parseMessage(value: unknown): Message | null {
  if (!isObject(value)) return null;
  const { id, conversationId, senderId, senderName, senderAvatarUrl, body, createdAt, deletedAt } = value;
  if (
    !isUuid(id) ||
    !isUuid(conversationId) ||
    !isStringOrNull(senderId) ||
    !isString(senderName) ||
    !isStringOrNull(senderAvatarUrl) ||
    !isStringOrNull(body) ||
    !isDateTime(createdAt) ||
    !(deletedAt === null || isDateTime(deletedAt))
  ) {
    return null;
  }
  return { id, conversationId, senderId, senderName, senderAvatarUrl, body, createdAt, deletedAt };
}

function parsePipelineChanged(value: Fields): PipelineChanged | null {
  const { programId, entryId, change, actorUserId, stage, position, version } = value;
  if (
    !isUuid(programId) ||
    !isUuid(entryId) ||
    !isChange(change) ||
    !isString(actorUserId) ||
    !(stage === undefined || isStage(stage)) ||
    !(position === undefined || isNumber(position)) ||
    !(version === undefined || isInteger(version))
  ) {
    return null;
  }
  const event: PipelineChanged = { type: 'pipeline.changed', programId, entryId, change, actorUserId };
  if (stage !== undefined) event.stage = stage;
  if (position !== undefined) event.position = position;
  if (version !== undefined) event.version = version;
  return event;
}

/** The event in `value` (a parsed JSON message), or null when it is not one `realtimeEventSchema` accepts. */
export function parseRealtimeEvent(value: unknown): RealtimeEvent | null {
  if (!isObject(value)) return null;
  const { conversationId } = value;
  switch (value.type) {
    case 'ready':
      return { type: 'ready' };
    case 'message.created': {
      const message = parseMessage(value.message);
      return isUuid(conversationId) && message ? { type: 'message.created', conversationId, message } : null;
    }
    case 'message.deleted': {
      const { messageId } = value;
      return isUuid(conversationId) && isUuid(messageId) ? { type: 'message.deleted', conversationId, messageId } : null;
    }
    case 'conversation.read': {
      const { userId, messageId } = value;
      return isUuid(conversationId) && isString(userId) && isUuid(messageId)
        ? { type: 'conversation.read', conversationId, userId, messageId }
        : null;
    }
    case 'conversation.updated':
      return isUuid(conversationId) ? { type: 'conversation.updated', conversationId } : null;
    case 'conversation.removed':
      return isUuid(conversationId) ? { type: 'conversation.removed', conversationId } : null;
    case 'pipeline.changed':
      return parsePipelineChanged(value);
    default:
      return null;
  }
}
