/** The derivation rules of docs/decisions/042, one by one. */
import { describe, expect, it } from 'vitest';
import type { ProgramRef } from '#shared/contracts/player-recruiting.ts';
import { derivePlayerPipeline, type PipelineInputs } from './derive-player-pipeline.ts';

const COLLEGE_A = 'aaaaaaaa-0000-4000-8000-000000000000';
const COLLEGE_B = 'bbbbbbbb-0000-4000-8000-000000000000';

function program(id: string, collegeId: string, titleSlug: string): ProgramRef {
  return { id, collegeId, collegeSlug: collegeId === COLLEGE_A ? 'a-college' : 'b-college', collegeName: 'College', titleSlug, titleName: titleSlug, level: 'varsity', isRecruiting: true };
}

const A_VALORANT = program('00000000-0000-4000-8000-00000000000a', COLLEGE_A, 'valorant');
const A_ROCKET = program('00000000-0000-4000-8000-00000000000b', COLLEGE_A, 'rocket-league');
const B_VALORANT = program('00000000-0000-4000-8000-00000000000c', COLLEGE_B, 'valorant');
const B_LEAGUE = program('00000000-0000-4000-8000-00000000000d', COLLEGE_B, 'league-of-legends');

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

function inputs(overrides: Partial<PipelineInputs>): PipelineInputs {
  return { programs: [A_VALORANT, A_ROCKET, B_VALORANT, B_LEAGUE], playerTitles: ['valorant'], submissions: [], contacts: [], outcomes: [], items: [], ...overrides };
}

describe('derivePlayerPipeline', () => {
  it('no signals, no rows', () => {
    expect(derivePlayerPipeline(inputs({}))).toEqual([]);
  });

  it('a submission: Interested, derived, linking the submission', () => {
    const [row] = derivePlayerPipeline(inputs({ submissions: [{ programId: A_VALORANT.id, submissionId: 's1', status: 'new', at: day(2) }] }));
    expect(row).toMatchObject({ program: A_VALORANT, stage: 'interested', stageSource: 'derived', derivedStage: 'interested', signals: ['submission'], lastActivityAt: day(2).toISOString() });
    expect(row!.submission).toEqual({ id: 's1', status: 'new', submittedAt: day(2).toISOString() });
  });

  it("staff writing: Contacted for the college's programs already in the pipeline only", () => {
    const rows = derivePlayerPipeline(inputs({
      submissions: [{ programId: A_ROCKET.id, submissionId: 's1', status: 'new', at: day(1) }],
      contacts: [{ collegeId: COLLEGE_A, conversationId: 'c1', at: day(3) }],
    }));
    expect(rows.map((row) => [row.program.id, row.stage, row.conversationId])).toEqual([[A_ROCKET.id, 'contacted', 'c1']]);
    expect(rows[0]!.signals).toEqual(['submission', 'conversation']);
  });

  it("staff writing with no program of theirs in the pipeline: the college's programs of the games the player plays", () => {
    const rows = derivePlayerPipeline(inputs({ contacts: [{ collegeId: COLLEGE_A, conversationId: 'c1', at: day(3) }] }));
    expect(rows.map((row) => row.program.id)).toEqual([A_VALORANT.id]);
    expect(rows[0]).toMatchObject({ stage: 'contacted', derivedStage: 'contacted', signals: ['conversation'] });
  });

  it('...and all its programs when the player plays none of their games', () => {
    const rows = derivePlayerPipeline(inputs({ playerTitles: ['overwatch'], contacts: [{ collegeId: COLLEGE_B, conversationId: 'c2', at: day(3) }] }));
    expect(rows.map((row) => row.program.id).sort()).toEqual([B_VALORANT.id, B_LEAGUE.id].sort());
  });

  it('the latest conversation is the one linked', () => {
    const rows = derivePlayerPipeline(inputs({
      contacts: [{ collegeId: COLLEGE_A, conversationId: 'old', at: day(1) }, { collegeId: COLLEGE_A, conversationId: 'new', at: day(5) }],
    }));
    expect(rows[0]!.conversationId).toBe('new');
    expect(rows[0]!.lastActivityAt).toBe(day(5).toISOString());
  });

  it('outcomes: verbal is Offer, committed and signed are Committed; the highest stage wins', () => {
    const verbal = derivePlayerPipeline(inputs({
      submissions: [{ programId: A_VALORANT.id, submissionId: 's1', status: 'new', at: day(1) }],
      contacts: [{ collegeId: COLLEGE_A, conversationId: 'c1', at: day(2) }],
      outcomes: [{ programId: A_VALORANT.id, outcomeId: 'o1', status: 'verbal', at: day(3) }],
    }));
    expect(verbal[0]).toMatchObject({ stage: 'offer', outcome: { id: 'o1', status: 'verbal' }, signals: ['submission', 'conversation', 'outcome'] });
    for (const status of ['committed', 'signed'] as const) {
      const [row] = derivePlayerPipeline(inputs({ outcomes: [{ programId: B_VALORANT.id, outcomeId: 'o2', status, at: day(3) }] }));
      expect(row!.stage).toBe('committed');
    }
    // A later contact never lowers a stage.
    const [kept] = derivePlayerPipeline(inputs({
      outcomes: [{ programId: A_VALORANT.id, outcomeId: 'o1', status: 'committed', at: day(1) }],
      contacts: [{ collegeId: COLLEGE_A, conversationId: 'c1', at: day(9) }],
    }));
    expect(kept!.stage).toBe('committed');
  });

  it("the player's own stage replaces the derived one, marked own; null follows the derived one again", () => {
    const submissions = [{ programId: A_VALORANT.id, submissionId: 's1', status: 'new', at: day(1) }];
    const own = derivePlayerPipeline(inputs({ submissions, items: [{ programId: A_VALORANT.id, stage: 'evaluating', note: 'Visit in May', archived: false, updatedAt: day(4) }] }));
    expect(own[0]).toMatchObject({ stage: 'evaluating', stageSource: 'own', derivedStage: 'interested', note: 'Visit in May', lastActivityAt: day(4).toISOString() });
    const follow = derivePlayerPipeline(inputs({ submissions, items: [{ programId: A_VALORANT.id, stage: null, note: 'n', archived: false, updatedAt: day(4) }] }));
    expect(follow[0]).toMatchObject({ stage: 'interested', stageSource: 'derived' });
  });

  it('a program added by hand (own row, no signal) shows its own stage; archived rows are kept and marked', () => {
    const rows = derivePlayerPipeline(inputs({ items: [{ programId: B_LEAGUE.id, stage: 'interested', note: null, archived: true, updatedAt: day(2) }] }));
    expect(rows[0]).toMatchObject({ stage: 'interested', stageSource: 'own', derivedStage: null, signals: [], archived: true });
  });

  it('a signal for a program the loader did not name is ignored', () => {
    expect(derivePlayerPipeline(inputs({ submissions: [{ programId: 'unknown', submissionId: 's', status: 'new', at: day(1) }] }))).toEqual([]);
  });

  it('rows come newest first, the program id breaking ties', () => {
    const rows = derivePlayerPipeline(inputs({
      submissions: [
        { programId: B_LEAGUE.id, submissionId: 's1', status: 'new', at: day(1) },
        { programId: A_ROCKET.id, submissionId: 's2', status: 'new', at: day(3) },
        { programId: A_VALORANT.id, submissionId: 's3', status: 'new', at: day(3) },
      ],
    }));
    expect(rows.map((row) => row.program.id)).toEqual([A_VALORANT.id, A_ROCKET.id, B_LEAGUE.id]);
  });
});
