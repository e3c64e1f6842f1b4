/**
 * The game-and-rank block of a form (docs/decisions/069): the public form
 * offers the program's title and that title's ladder; a submission naming
 * another title, or a rank not on the ladder, is refused with a field error
 * on the block and stores nothing, for a visitor and a signed-in player.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBMISSION_TEXTS, type PublicForm } from '#shared/contracts/submissions.ts';
import { GAME_RANK_TEXTS } from '#shared/recruiting/game-rank-choices.ts';
import type { TestCollege } from '#server/test/colleges/college-staff-test-data.ts';
import type { TestApp } from '#server/test/create-test-app.ts';
import { openSubmissionsWorld, submissionRowsOf, submitForm, visitor } from '#server/test/submissions/submissions-world.ts';
import { tableCounts, type TestUser } from '#server/test/test-users.ts';
import { insertPublishedForm, validAnswers } from '../test/submissions/submissions-test-data.ts';

let t: TestApp;
let college: TestCollege;
let programId: string;
let player: TestUser;

beforeAll(async () => {
  let colleges: TestCollege[];
  ({ t, colleges, programId, player } = await openSubmissionsWorld(1));
  [college] = colleges as [TestCollege];
});
afterAll(async () => t.close());

const formUrl = (formId: string) => `/api/colleges/${college.slug}/apply/${formId}`;

describe('the game-and-rank block', () => {
  it('offers the program title and its whole ladder, lowest first', async () => {
    const form = await insertPublishedForm(t.app.ctx.db, programId);
    const body = (await t.app.inject({ method: 'GET', url: formUrl(form.formId) })).json() as PublicForm;
    expect(body.titleName).toBe('Valorant');
    expect(body.rankChoices[0]).toBe('Iron 1');
    expect(body.rankChoices.at(-1)).toBe('Radiant');
    expect(body.rankChoices).toContain('Diamond 2');
    expect(body.rankChoices).not.toContain('Grand Champion I');
  });

  it('stores a submission with the program title and a rank of its ladder, or no rank yet', async () => {
    for (const rank of ['Ascendant 3', null]) {
      const form = await insertPublishedForm(t.app.ctx.db, programId);
      const response = await submitForm(t.app, formUrl(form.formId), { answers: validAnswers({ game: { title: 'Valorant', rank } }), visitor: visitor() });
      expect(response.statusCode, response.body).toBe(201);
      const rows = await submissionRowsOf(t.app.ctx.db, form.formId);
      expect(rows.map((row) => row.answers.game)).toEqual([{ title: 'Valorant', rank }]);
    }
  });

  const refusals: Array<[string, { title: string; rank: string | null }, string]> = [
    ['another title', { title: 'Chess', rank: null }, GAME_RANK_TEXTS.otherTitle('Valorant')],
    ['another title with its own rank', { title: 'Rocket League', rank: 'Champion I' }, GAME_RANK_TEXTS.otherTitle('Valorant')],
    ['a rank on no ladder', { title: 'Valorant', rank: 'Potato 9' }, GAME_RANK_TEXTS.otherRank('Valorant')],
    ['a rank of another title’s ladder', { title: 'Valorant', rank: 'Grand Champion I' }, GAME_RANK_TEXTS.otherRank('Valorant')],
  ];

  for (const [what, game, message] of refusals) {
    it(`refuses ${what} with a field error on the block and stores nothing, visitor or player`, async () => {
      const form = await insertPublishedForm(t.app.ctx.db, programId);
      const before = await tableCounts(t.app.ctx.db, ['rate_limits', 'sessions']);
      for (const [payload, user] of [
        [{ answers: validAnswers({ game }), visitor: visitor() }, undefined],
        [{ answers: validAnswers({ game }) }, player],
      ] as const) {
        const response = await submitForm(t.app, formUrl(form.formId), payload, user);
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({ error: { message: SUBMISSION_TEXTS.invalidAnswers, fields: { game: message } } });
      }
      expect(await submissionRowsOf(t.app.ctx.db, form.formId)).toEqual([]);
      expect(await tableCounts(t.app.ctx.db, ['rate_limits', 'sessions'])).toEqual(before);
    });
  }

  it('names the game-and-rank problem beside the other answers’ problems', async () => {
    const form = await insertPublishedForm(t.app.ctx.db, programId);
    const response = await submitForm(t.app, formUrl(form.formId), { answers: { game: { title: 'Chess', rank: 'Potato 9' } }, visitor: visitor() });
    expect(response.statusCode).toBe(400);
    const { fields } = (response.json() as { error: { fields: Record<string, string> } }).error;
    expect(fields).toMatchObject({ game: GAME_RANK_TEXTS.otherTitle('Valorant'), agree: 'This field is required' });
  });
});
