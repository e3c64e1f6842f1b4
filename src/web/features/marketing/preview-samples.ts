/**
 * The sample data the landing page's live previews render (docs/decisions/079): made-up players and a made-up
 * program, named as samples (the frame says so: landing-previews-section.tsx), shaped as the real contracts so the real components draw them. Numbers agree with
 * the engine's rule (score = sum of weight x value, an unknown counting half; docs/decisions/047).
 */
import type { MatchmakingMatch } from '#shared/contracts/matchmaking.ts';
import type { PipelineEntry } from '#shared/contracts/pipeline.ts';
import type { PipelineStage } from '#shared/recruiting/recruiting-values.ts';

const entry = (id: number, stage: PipelineStage, fields: Partial<PipelineEntry> & Pick<PipelineEntry, 'name'>): PipelineEntry => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  playerUserId: `sample-${id}`,
  slug: null,
  avatarUrl: null,
  classYear: null,
  rank: null,
  role: null,
  match: null,
  stage,
  position: id,
  ownerUserId: null,
  ownerName: null,
  tags: [],
  source: 'search',
  nextActionOn: null,
  lastContactAt: null,
  version: 1,
  hasUnread: false,
  committedElsewhere: null,
  ...fields,
});

/** The sample match behind the first card's "Why?": 20+20+20+15+10+5 (commitment unknown: half of 10) = 90 of 100. */
export const SAMPLE_MATCH: MatchmakingMatch = {
  score: 90,
  band: 'excellent',
  confidence: { value: 0.9, level: 'high', unknown: ['commitment'] },
  factors: [
    { key: 'title', label: 'Game', weight: 20, value: 1, evidence: 'Plays Valorant, the program’s game' },
    { key: 'rank', label: 'Rank range', weight: 20, value: 1, evidence: 'Diamond 2, inside Platinum 1 to Immortal 1' },
    { key: 'roles', label: 'Roles needed', weight: 20, value: 1, evidence: 'Controller, a role the program needs' },
    { key: 'availability', label: 'Availability overlap', weight: 20, value: 0.75, evidence: '6 of 8 practice hours a week overlap' },
    { key: 'level', label: 'Play level', weight: 10, value: 1, evidence: 'Competitive vs Competitive wanted' },
    { key: 'commitment', label: 'Commitment', weight: 10, value: null, evidence: 'Unknown: no hours a week on the profile' },
  ],
};

export const SAMPLE_MATCH_HINTS = { commitment: 'The player adds their hours a week on their profile.' };

/** A board of three columns, one sample card each. */
export const SAMPLE_BOARD: { stage: PipelineStage; entry: PipelineEntry }[] = [
  {
    stage: 'interested',
    entry: entry(1, 'interested', { name: 'Sample Player A', classYear: 2027, rank: 'Diamond 2', role: 'Controller', match: { percent: 90, band: 'excellent' }, tags: ['Sample', 'IGL'], ownerName: 'Sample Coach', nextActionOn: '2027-01-15' }),
  },
  {
    stage: 'contacted',
    entry: entry(2, 'contacted', { name: 'Sample Player B', classYear: 2026, rank: 'Ascendant 1', role: 'Duelist', match: { percent: 78, band: 'high' }, tags: ['Sample'], hasUnread: true }),
  },
  {
    stage: 'evaluating',
    entry: entry(3, 'evaluating', { name: 'Sample Player C', classYear: 2027, rank: 'Platinum 3', role: 'Sentinel', match: { percent: 64, band: 'medium' }, tags: ['Sample', 'Tryout'] }),
  },
];
