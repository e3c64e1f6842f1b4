/**
 * Every endpoint the web client calls is an operation of the server (issue
 * 25, docs/decisions/061): each entry of apiPaths (src/web/config/api-paths.ts,
 * the client's one list of endpoints) is called with sample arguments, and
 * the path it builds (query string aside) must match a path of the OpenAPI
 * document at /api/docs/json, or be one of the listed routes the document
 * does not show. A renamed server route, or a typo in apiPaths, fails here
 * instead of in a browser. (An api test may read web config; server code may not.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/create-test-app.ts';
import { ANALYTICS_CHARTS } from '#shared/contracts/analytics.ts';
import { apiPaths, type TeamItemKind } from '#web/config/api-paths.ts';
import type { StepInputs } from '#web/features/profiles/api/save-setup-step.ts';

type ApiPaths = typeof apiPaths;
type Entry = keyof ApiPaths;

/** Every value of a union, checked complete by the type: a new kind added to the union must be added here. */
function allOf<T extends string>(values: Record<T, true>): T[] {
  return Object.keys(values) as T[];
}
const TEAM_ITEM_KINDS = allOf<TeamItemKind>({
  'game-profiles': true,
  members: true,
  staff: true,
  practices: true,
  tournaments: true,
  'recruiting-posts': true,
  achievements: true,
  invitations: true,
});
const SETUP_STEPS = allOf<keyof StepInputs>({ identity: true, games: true, academics: true, highlights: true, visibility: true });
const INVITATION_ANSWERS = allOf<Parameters<ApiPaths['teamInvitationAnswer']>[1]>({ accept: true, decline: true });
const PIPELINE_PARTS = allOf<Parameters<ApiPaths['pipelineEntryPart']>[2]>({ move: true, notes: true, message: true });
const COLLEGE_INVITATION_ACTIONS = allOf<Parameters<ApiPaths['collegeInvitationAnswer']>[0]>({ lookup: true, accept: true, decline: true });
const FORM_ACTIONS = allOf<NonNullable<Parameters<ApiPaths['programInterestForm']>[2]>>({
  draft: true,
  publish: true,
  close: true,
  reopen: true,
  settings: true,
});
const OUTCOME_ACTIONS = allOf<Parameters<ApiPaths['recruitingOutcomeAction']>[1]>({
  confirm: true,
  decline: true,
  'guardian-approval': true,
  'public-consent': true,
  withdraw: true,
  'short-link': true,
});

/**
 * The argument lists of the entries that take more than plain strings (each
 * variant of an enumerated segment is its own call); every other function is
 * called with one placeholder string per declared parameter.
 */
const SAMPLE_CALLS: Partial<Record<Entry, unknown[][]>> = {
  adminActivity: [[50]],
  adminAnalytics: ANALYTICS_CHARTS.map((chart) => [chart, { from: '2026-01-01', to: '2026-01-31' }]),
  adminUserRole: [
    ['p1', 'admin'],
    ['p1', 'programs_college_admin', 'p3'],
  ],
  myPoints: [[1]],
  listMemberships: [[{ playerUserId: 'p1' }], [{ collegeId: 'p1' }]],
  profileSetupStep: SETUP_STEPS.map((step) => [step]),
  // Invitations are listed on the manage page's answer: only the item route (cancel) exists.
  teamItems: TEAM_ITEM_KINDS.filter((kind) => kind !== 'invitations').map((kind) => ['p1', kind]),
  teamItem: TEAM_ITEM_KINDS.map((kind) => ['p1', kind, 'p3']),
  teamInvitationAnswer: INVITATION_ANSWERS.map((answer) => ['p1', answer]),
  matchmakingScrimAnswer: INVITATION_ANSWERS.map((answer) => ['p1', 'p2', answer]),
  pipelineEntryPart: PIPELINE_PARTS.map((part) => ['p1', 'p2', part]),
  collegeInvitationAnswer: COLLEGE_INVITATION_ACTIONS.map((action) => [action]),
  programInterestForm: [['p1', 'p2'], ...FORM_ACTIONS.map((action) => ['p1', 'p2', action])],
  recruitingOutcomeAction: OUTCOME_ACTIONS.map((action) => ['p1', action]),
  playerProfile: [['p1'], ['p1', 'recruiter']],
};

/**
 * Client endpoints the document does not show, each with its reason; the
 * test fails when one of them is no longer called this way (keep the list exact).
 */
const NOT_IN_DOCUMENT: Record<string, string> = {
  '/api/realtime': 'the websocket: hidden from the document (an upgrade, not a request and answer)',
};

/** Each entry with the paths it builds (query string removed). */
function builtPaths(): { entry: Entry; path: string }[] {
  return (Object.keys(apiPaths) as Entry[]).flatMap((entry) => {
    const value = apiPaths[entry] as string | ((...args: unknown[]) => string);
    if (typeof value === 'string') return [{ entry, path: value }];
    const calls = SAMPLE_CALLS[entry] ?? [Array.from({ length: value.length }, (_, index) => `p${index + 1}`)];
    return calls.map((args) => ({ entry, path: value(...args) }));
  }).map(({ entry, path }) => ({ entry, path: path.split('?')[0]! }));
}

/** `/api/teams/{teamId}/manage` as a regular expression matching one value per parameter. */
function templatePattern(template: string): RegExp {
  const parts = template.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[^/]+')}$`);
}

let t: TestApp;
let templates: RegExp[];

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  const doc = response.json() as { paths: Record<string, unknown> };
  templates = Object.keys(doc.paths).map(templatePattern);
});
afterAll(async () => t.close());

describe('apiPaths names only operations of the server (issue 25)', () => {
  it('builds, for every entry and sample, a path of the OpenAPI document', () => {
    const built = builtPaths();
    expect(built.length).toBeGreaterThanOrEqual(Object.keys(apiPaths).length);
    const unknown = built
      .filter(({ path }) => !(path in NOT_IN_DOCUMENT) && !templates.some((pattern) => pattern.test(path)))
      .map(({ entry, path }) => `${entry}: ${path}`);
    expect(unknown).toEqual([]);
  });

  it('lists exactly the client endpoints the document does not show', () => {
    const built = new Set(builtPaths().map(({ path }) => path));
    const listed = Object.keys(NOT_IN_DOCUMENT);
    expect(listed.filter((path) => !built.has(path))).toEqual([]);
    expect(listed.filter((path) => templates.some((pattern) => pattern.test(path)))).toEqual([]);
  });

  it('declares each endpoint once', () => {
    const byPath = new Map<string, Entry[]>();
    for (const { entry, path } of builtPaths()) {
      const entries = byPath.get(path) ?? [];
      if (!entries.includes(entry)) byPath.set(path, [...entries, entry]);
    }
    const twice = [...byPath].filter(([, entries]) => entries.length > 1).map(([path, entries]) => `${path}: ${entries.join(', ')}`);
    // The server reads one segment as a slug (GET) or an id (PUT, DELETE): one route pattern, two meanings.
    expect(twice).toEqual(['/api/content-pages/p1: contentPage, contentPageById', '/api/news/p1: newsArticle, newsArticleById']);
  });
});
