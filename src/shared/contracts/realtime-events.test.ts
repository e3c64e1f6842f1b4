/**
 * parseRealtimeEvent (zod-free, for the browser) and realtimeEventSchema (the
 * contract) must give the same answer: every sample below goes through both,
 * and the hand-written one must return what the schema's parse returns (or
 * null where the schema refuses). The samples are a full valid event of every
 * type the schema has, and, made from each, the event with each field missing,
 * null or of a wrong type or format, plus the edge cases of the formats.
 */
import { describe, expect, it } from 'vitest';
import { messageSchema, realtimeEventSchema } from '#shared/contracts/messaging.ts';
import { parseRealtimeEvent } from '#shared/contracts/realtime-events.ts';

const CONVERSATION_ID = '3f1c2b9e-8d4a-4c6e-9b2f-1a2b3c4d5e6f';
const MESSAGE_ID = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
const PROGRAM_ID = '0b1c2d3e-4f50-7a61-b2c3-d4e5f6a7b8c9';
const ENTRY_ID = 'c9b8a7f6-e5d4-4c3b-a2b1-0f9e8d7c6b5a';

const message = {
  id: MESSAGE_ID,
  conversationId: CONVERSATION_ID,
  senderId: 'user-1',
  senderName: 'Alex',
  senderAvatarUrl: 'https://example.test/a.png',
  body: 'Hello',
  createdAt: '2026-11-25T14:45:37.123Z',
  deletedAt: '2026-11-25T15:00:00+01:00',
};

/** One valid event per type, with every field the schema knows (optional ones too). */
const FULL_EVENTS: Record<string, Record<string, unknown>> = {
  ready: { type: 'ready' },
  'message.created': { type: 'message.created', conversationId: CONVERSATION_ID, message },
  'message.deleted': { type: 'message.deleted', conversationId: CONVERSATION_ID, messageId: MESSAGE_ID },
  'conversation.read': { type: 'conversation.read', conversationId: CONVERSATION_ID, userId: 'user-2', messageId: MESSAGE_ID },
  'conversation.updated': { type: 'conversation.updated', conversationId: CONVERSATION_ID },
  'conversation.removed': { type: 'conversation.removed', conversationId: CONVERSATION_ID },
  'pipeline.changed': {
    type: 'pipeline.changed',
    programId: PROGRAM_ID,
    entryId: ENTRY_ID,
    change: 'moved',
    actorUserId: 'user-3',
    stage: 'evaluating',
    position: 1.5,
    version: 7,
  },
};

/** Wrong values tried in every field: absent, null, each JSON type, and strings that no format here accepts. */
const WRONG_VALUES: readonly unknown[] = [undefined, null, 0, 1.5, -1, true, '', 'x', [], {}, 'not-a-uuid', '2026-11-25'];

/** Values of the formats that sit on the edge: some valid, some not; both parsers must agree on each. */
const UUID_EDGES = [
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  '3F1C2B9E-8D4A-4C6E-9B2F-1A2B3C4D5E6F',
  '3f1c2b9e-8d4a-0c6e-9b2f-1a2b3c4d5e6f', // version 0
  '3f1c2b9e-8d4a-9c6e-9b2f-1a2b3c4d5e6f', // version 9
  '3f1c2b9e-8d4a-4c6e-7b2f-1a2b3c4d5e6f', // variant 7
  '3f1c2b9e8d4a4c6e9b2f1a2b3c4d5e6f', // no dashes
  ` ${CONVERSATION_ID}`,
  `${CONVERSATION_ID}\n`,
  '{3f1c2b9e-8d4a-4c6e-9b2f-1a2b3c4d5e6f}',
];
const DATETIME_EDGES = [
  '2026-11-25T14:45:37Z',
  '2026-11-25T14:45:37.1Z',
  '2026-11-25T14:45:37.123456789Z',
  '2026-11-25T14:45:37-05:30',
  '2026-11-25T23:59:59+23:59',
  '2024-02-29T00:00:00Z', // leap year
  '2000-02-29T00:00:00Z',
  '2004-02-29T00:00:00Z',
  '1996-02-29T00:00:00Z',
  '2400-02-29T00:00:00Z',
  '1600-02-29T00:00:00Z',
  '2026-02-29T00:00:00Z', // not a leap year
  '1900-02-29T00:00:00Z',
  '2100-02-29T00:00:00Z',
  '2026-02-28T00:00:00Z',
  '2026-02-30T00:00:00Z',
  '2026-06-30T00:00:00Z',
  '2026-12-31T00:00:00Z',
  '2026-11-00T00:00:00Z',
  '2026-04-31T00:00:00Z',
  '2026-13-01T00:00:00Z',
  '2026-11-25T24:00:00Z',
  '2026-11-25T14:45Z', // no seconds
  '2026-11-25T14:45:37', // no offset
  '2026-11-25T14:45:37z',
  '2026-11-25 14:45:37Z',
  '2026-11-25T14:45:37+0530',
  '2026-11-25T14:45:37+24:00',
  '2026-11-25T14:45:37.Z',
];
const NUMBER_EDGES = [0, -0, -3, 2.5, Number.MAX_SAFE_INTEGER, 2 ** 53, -(2 ** 53), 1e300, Number.NaN, Infinity, -Infinity, '1'];

function withField(base: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...base };
  if (value === undefined) delete copy[key];
  else copy[key] = value;
  return copy;
}

interface Sample {
  name: string;
  value: unknown;
}

function samplesOf(type: string, event: Record<string, unknown>): Sample[] {
  const samples: Sample[] = [{ name: `${type}: the full event`, value: event }];
  samples.push({ name: `${type}: with an unknown key`, value: { ...event, extra: 'dropped' } });
  for (const key of Object.keys(event)) {
    const edges = [...WRONG_VALUES, ...UUID_EDGES, ...DATETIME_EDGES, ...NUMBER_EDGES];
    for (const value of edges) {
      samples.push({ name: `${type}: ${key} = ${String(JSON.stringify(value) ?? value)}`, value: withField(event, key, value) });
    }
  }
  if (type === 'message.created') {
    for (const key of Object.keys(message)) {
      for (const value of [...WRONG_VALUES, ...UUID_EDGES, ...DATETIME_EDGES]) {
        samples.push({
          name: `${type}: message.${key} = ${String(JSON.stringify(value) ?? value)}`,
          value: { ...event, message: withField(message, key, value) },
        });
      }
    }
    samples.push({ name: `${type}: a deleted message`, value: { ...event, message: { ...message, body: null, deletedAt: null, senderId: null, senderAvatarUrl: null } } });
    samples.push({ name: `${type}: message with an unknown key`, value: { ...event, message: { ...message, extra: 1 } } });
  }
  if (type === 'pipeline.changed') {
    const { stage: _stage, position: _position, version: _version, ...required } = event;
    samples.push({ name: `${type}: without the optional fields`, value: required });
    for (const stage of ['interested', 'contacted', 'evaluating', 'committed', 'not_a_fit', 'Interested', 'closed']) {
      samples.push({ name: `${type}: stage ${stage}`, value: { ...event, stage } });
    }
    for (const change of ['added', 'moved', 'updated', 'removed', 'deleted', 'MOVED']) {
      samples.push({ name: `${type}: change ${change}`, value: { ...event, change } });
    }
  }
  return samples;
}

const SAMPLES: Sample[] = [
  ...Object.entries(FULL_EVENTS).flatMap(([type, event]) => samplesOf(type, event)),
  ...[null, undefined, 0, 'ready', [], [{ type: 'ready' }], {}, { type: 'unknown' }, { type: 'READY' }, { type: null }].map(
    (value) => ({ name: `not an event: ${String(JSON.stringify(value) ?? value)}`, value }),
  ),
];

describe('parseRealtimeEvent against realtimeEventSchema', () => {
  it('has a full sample of every event type and every field the schema knows', () => {
    const schemaTypes = realtimeEventSchema.options.map((option) => option.shape.type.value).sort();
    expect(Object.keys(FULL_EVENTS).sort(), 'event types with samples').toEqual(schemaTypes);
    for (const option of realtimeEventSchema.options) {
      const type = option.shape.type.value;
      expect(Object.keys(FULL_EVENTS[type] ?? {}).sort(), `fields of the ${type} sample`).toEqual(Object.keys(option.shape).sort());
    }
    expect(Object.keys(message).sort(), 'fields of the message sample').toEqual(Object.keys(messageSchema.shape).sort());
  });

  it('accepts every full sample and refuses a sample of every type with a field made wrong', () => {
    for (const [type, event] of Object.entries(FULL_EVENTS)) {
      expect(realtimeEventSchema.safeParse(event).success, `schema accepts the full ${type}`).toBe(true);
      expect(parseRealtimeEvent(event), `parser accepts the full ${type}`).toEqual(event);
      if (type === 'ready') continue;
      const broken = { ...event, [Object.keys(event)[1] ?? '']: 'not-a-uuid-and-not-a-number' };
      expect(realtimeEventSchema.safeParse(broken).success, `schema refuses a broken ${type}`).toBe(false);
      expect(parseRealtimeEvent(broken), `parser refuses a broken ${type}`).toBeNull();
    }
  });

  it('gives the answer and the result of the schema on every sample', () => {
    let accepted = 0;
    let refused = 0;
    for (const sample of SAMPLES) {
      const expected = realtimeEventSchema.safeParse(sample.value);
      if (expected.success) accepted += 1;
      else refused += 1;
      expect(parseRealtimeEvent(sample.value), sample.name).toEqual(expected.success ? expected.data : null);
    }
    // Both kinds are well represented, so agreement is not agreement on one answer only.
    expect(accepted).toBeGreaterThan(50);
    expect(refused).toBeGreaterThan(500);
  });

  it('drops unknown keys as the schema does', () => {
    const parsed = parseRealtimeEvent({ ...FULL_EVENTS['message.created'], extra: 1, message: { ...message, extra: 2 } });
    expect(parsed).toStrictEqual({ type: 'message.created', conversationId: CONVERSATION_ID, message });
  });
});
