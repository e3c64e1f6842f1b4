/**
 * Who may use each messaging route (messaging.routes.ts; spec 5, 6;
 * docs/decisions/011, 055; run by messaging-access-matrix.api.test.ts):
 * signed out 401 "User not authenticated"; a signed-in stranger and a
 * platform admin who are not in the conversation get 404 "Conversation not
 * found" on every conversation route; a participant passes. Guardians
 * (issue 10.4): the active guardian of a minor in the conversation reads it
 * and its messages and may write nothing (404 like a stranger); the active
 * guardian of another minor and a guardian whose link is only invited get
 * 404 everywhere. Every refusal shows no message of the conversation,
 * publishes no event and changes no row (the runner's snapshot).
 *
 * Callers of this matrix's own: the participant (of the conversation, on a
 * team with everyone in it), other_guardian and invited_guardian; `guardian`
 * is the active guardian of the conversation's minor.
 */
import { expect } from 'vitest';
import { MESSAGING_TEXTS } from '#shared/contracts/messaging.ts';
import { defineAccessMatrix, type AccessMatrixEntry, type MatrixRequest, type Outcome, type RouteKey } from '#server/test/access-matrix.ts';

export const MESSAGING_CALLERS = ['anonymous', 'stranger', 'yes_admin', 'participant', 'guardian', 'other_guardian', 'invited_guardian'] as const;
export type MessagingCaller = (typeof MESSAGING_CALLERS)[number];

/** The body of the other person's message in every conversation (a refusal must not show it). */
export const OTHER_PERSONS_MESSAGE = 'from the other';

/** A group of the participant caller, the other person and a minor of the guardian's, a message from each of the first two. */
export interface ConversationRows {
  conversationId: string;
  /** The participant caller's own message. */
  ownMessageId: string;
  /** The other person's message. */
  otherMessageId: string;
  otherUserId: string;
}

export interface MessagingFixture {
  /** The cell's conversation: shared by the callers of an entry until a write is let through (the next caller gets a new one). */
  conversation(): Promise<ConversationRows>;
  /** Someone in no conversation, reachable (an adult on the minor's team). */
  recruitId: string;
  /** How many realtime events were published since the cell's conversation was ready. */
  published(): number;
}

/** Expected statuses in MESSAGING_CALLERS order: anonymous, stranger, yes_admin, participant, guardian, other_guardian, invited_guardian. */
type Statuses = [number, number, number, number, number, number, number];

// Columns:                      anon stranger admin participant guardian other_guardian invited_guardian
const PARTICIPANTS_ONLY = (ok: number): Statuses => [401, 404, 404, ok, 404, 404, 404];
const READERS = (ok: number): Statuses => [401, 404, 404, ok, ok, 404, 404];
const ANY_SIGNED_IN = (ok: number): Statuses => [401, ok, ok, ok, ok, ok, ok];

/** A request to `/api/conversations/{the cell's conversation}{path}`. */
const inConversation =
  (path: (rows: ConversationRows) => string = () => '', payload?: (rows: ConversationRows) => object) =>
  async (f: MessagingFixture): Promise<MatrixRequest> => {
    const rows = await f.conversation();
    return { url: `/api/conversations/${rows.conversationId}${path(rows)}`, ...(payload ? { payload: payload(rows) } : {}) };
  };

const ROUTES: { route: RouteKey; request: (f: MessagingFixture) => Promise<MatrixRequest>; expected: Statuses }[] = [
  { route: 'GET /api/conversations', request: async () => ({ url: '/api/conversations?starred=false&limit=10' }), expected: ANY_SIGNED_IN(200) },
  { route: 'GET /api/conversations/unread-count', request: async () => ({}), expected: ANY_SIGNED_IN(200) },
  { route: 'GET /api/conversations/user-search', request: async () => ({ url: '/api/conversations/user-search?q=matrix' }), expected: ANY_SIGNED_IN(200) },
  { route: 'POST /api/conversations', request: async (f) => ({ payload: { type: 'group', participantIds: [f.recruitId] } }), expected: ANY_SIGNED_IN(201) },
  { route: 'GET /api/guardian/conversations', request: async () => ({ url: '/api/guardian/conversations?limit=10' }), expected: ANY_SIGNED_IN(200) },
  { route: 'GET /api/conversations/:conversationId', request: inConversation(), expected: READERS(200) },
  {
    route: 'PATCH /api/conversations/:conversationId',
    request: inConversation(undefined, () => ({ title: 'Renamed', isStarred: true })),
    expected: PARTICIPANTS_ONLY(200),
  },
  { route: 'GET /api/conversations/:conversationId/messages', request: inConversation(() => '/messages?limit=5'), expected: READERS(200) },
  {
    route: 'POST /api/conversations/:conversationId/messages',
    request: inConversation(() => '/messages', () => ({ body: 'matrix says hi' })),
    expected: PARTICIPANTS_ONLY(201),
  },
  {
    route: 'DELETE /api/conversations/:conversationId/messages/:messageId',
    request: inConversation((rows) => `/messages/${rows.ownMessageId}`),
    expected: PARTICIPANTS_ONLY(200),
  },
  {
    route: 'POST /api/conversations/:conversationId/read',
    request: inConversation(() => '/read', (rows) => ({ messageId: rows.otherMessageId })),
    expected: PARTICIPANTS_ONLY(200),
  },
  {
    route: 'POST /api/conversations/:conversationId/participants',
    request: async (f) => ({ ...(await inConversation(() => '/participants')(f)), payload: { userId: f.recruitId } }),
    expected: PARTICIPANTS_ONLY(200),
  },
  {
    route: 'DELETE /api/conversations/:conversationId/participants/:userId',
    request: inConversation((rows) => `/participants/${rows.otherUserId}`),
    expected: PARTICIPANTS_ONLY(204),
  },
];

/** A refusal: its message, no message of the conversation shown, no event published. */
function refused(status: 401 | 404): Outcome<MessagingCaller, MessagingFixture> {
  return {
    status,
    check: (response, { fixture }) => {
      expect(response.json().error.message).toBe(status === 401 ? MESSAGING_TEXTS.notAuthenticated : MESSAGING_TEXTS.conversationNotFound);
      expect(response.body, 'the refusal shows a message').not.toContain(OTHER_PERSONS_MESSAGE);
      expect(fixture.published(), 'events a refused request published').toBe(0);
    },
  };
}

/** The guardian's read of the messages shows them. */
const showsMessages: Outcome<MessagingCaller, MessagingFixture> = {
  status: 200,
  check: (response) => expect(response.body, 'the read shows the messages').toContain(OTHER_PERSONS_MESSAGE),
};

function outcome(route: RouteKey, caller: MessagingCaller, status: number): Outcome<MessagingCaller, MessagingFixture> {
  if (status === 401 || status === 404) return refused(status);
  if (caller === 'guardian' && route === 'GET /api/conversations/:conversationId/messages') return showsMessages;
  return status;
}

export const messagingAccessMatrix = defineAccessMatrix<MessagingCaller, MessagingFixture>({
  module: 'src/server/test/messaging/messaging.matrix.ts',
  entries: ROUTES.map(
    ({ route, request, expected }): AccessMatrixEntry<MessagingCaller, MessagingFixture> => ({
      route,
      request,
      expect: Object.fromEntries(MESSAGING_CALLERS.map((caller, index) => [caller, outcome(route, caller, expected[index]!)])),
    }),
  ),
});
