/** Answers of the player's recruiting pages for the web tests (the server's shapes and texts). */
import type { CollegeBoard, PlayerPipeline, ProgramRef } from '#shared/contracts/player-recruiting.ts';

export const SLUG = 'riley-board';

export function programRef(n: number, overrides: Partial<ProgramRef> = {}): ProgramRef {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    collegeId: `10000000-0000-4000-8000-00000000000${n}`,
    collegeSlug: `college-${n}`,
    collegeName: `College ${n}`,
    titleSlug: 'valorant',
    titleName: 'Valorant',
    level: 'varsity',
    isRecruiting: true,
    ...overrides,
  };
}

const summary = (score: number, band: 'excellent' | 'high' | 'medium' | 'low') => ({ score, band, confidence: { value: 0.9, level: 'high' as const }, reasons: [] });

export function boardFixture(overrides: Partial<CollegeBoard> = {}): CollegeBoard {
  return {
    player: { userId: 'user-1', slug: SLUG, displayName: 'Riley Board' },
    viewer: 'player',
    canEdit: true,
    items: [
      { program: programRef(1), bucket: 'reach', note: 'Dream school', match: summary(64, 'medium') },
      { program: programRef(2), bucket: 'fit', note: null, match: summary(78, 'high') },
    ],
    suggestions: [{ program: programRef(3), bucket: 'safety', reason: '90% match (Excellent), rank at or above the target', match: summary(90, 'excellent') }],
    hasMatch: true,
    deadlines: [
      { programId: programRef(2).id, kind: 'form_closes', at: '2030-03-01T17:00:00.000Z', formTitle: 'Spring interest', formId: '20000000-0000-4000-8000-000000000001' },
      { programId: programRef(1).id, kind: 'tryouts', at: '2030-04-01T17:00:00.000Z', formTitle: null, formId: null },
    ],
    ...overrides,
  };
}

export function pipelineFixture(overrides: Partial<PlayerPipeline> = {}): PlayerPipeline {
  return {
    player: { userId: 'user-1', slug: SLUG, displayName: 'Riley Board' },
    viewer: 'player',
    canEdit: true,
    rows: [
      {
        program: programRef(1),
        stage: 'contacted',
        stageSource: 'derived',
        derivedStage: 'contacted',
        signals: ['submission', 'conversation'],
        note: null,
        archived: false,
        lastActivityAt: '2030-01-05T12:00:00.000Z',
        conversationId: '30000000-0000-4000-8000-000000000001',
        outcome: null,
        submission: { id: '40000000-0000-4000-8000-000000000001', status: 'new', submittedAt: '2030-01-01T12:00:00.000Z' },
      },
      {
        program: programRef(2),
        stage: 'evaluating',
        stageSource: 'own',
        derivedStage: 'interested',
        signals: ['submission'],
        note: 'Campus visit in May',
        archived: false,
        lastActivityAt: '2030-01-04T12:00:00.000Z',
        conversationId: null,
        outcome: { id: '50000000-0000-4000-8000-000000000001', status: 'verbal' },
        submission: null,
      },
      {
        program: programRef(4),
        stage: 'interested',
        stageSource: 'own',
        derivedStage: null,
        signals: [],
        note: null,
        archived: true,
        lastActivityAt: '2030-01-01T12:00:00.000Z',
        conversationId: null,
        outcome: null,
        submission: null,
      },
    ],
    ...overrides,
  };
}
