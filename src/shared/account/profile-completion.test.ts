import { describe, expect, it } from 'vitest';
import { profileCompletion, type CompletionInput } from './profile-completion.ts';
import { resumeStep, setupKindFor } from './profile-setup-steps.ts';

const empty: CompletionInput = {
  kind: 'player',
  onboardingStep: null,
  setupCompletedAt: null,
  identity: { displayName: 'Nova', firstName: null, lastName: null, headline: null, state: null, timeZone: null },
  games: [],
  academics: { schoolName: null, gradYear: null, gpa: null },
  highlights: [],
};

const full: CompletionInput = {
  ...empty,
  onboardingStep: 'visibility',
  identity: { displayName: 'Nova', firstName: 'Ada', lastName: 'Lane', headline: 'IGL', state: 'TX', timeZone: 'America/Chicago' },
  games: [{ currentTierId: 'tier', primaryRole: 'Controller', availability: ['tue:evening'] }],
  academics: { schoolName: 'Lincoln High', gradYear: 2028, gpa: 3.5 },
  highlights: [{}],
};

describe('profileCompletion', () => {
  it('names what a new player is missing, in step order, and counts the display name as done', () => {
    const result = profileCompletion(empty);
    expect(result.missing[0]).toEqual({ step: 'identity', label: 'Add a headline' });
    expect(result.missing.map((item) => item.label)).toContain('Add a highlight');
    expect(result.missing.at(-1)).toEqual({ step: 'visibility', label: 'Choose who can see your profile' });
    expect(result.percent).toBe(8);
  });

  it('reaches 100 with nothing missing, and each missing item lowers it', () => {
    expect(profileCompletion(full)).toEqual({ percent: 100, missing: [] });
    const noHighlight = profileCompletion({ ...full, highlights: [] });
    expect(noHighlight.missing).toEqual([{ step: 'highlights', label: 'Add a highlight' }]);
    expect(noHighlight.percent).toBe(92);
    expect(profileCompletion({ ...full, onboardingStep: 'games', setupCompletedAt: '2026-01-01T00:00:00.000Z' }).percent).toBe(100);
    expect(profileCompletion({ ...full, identity: { ...full.identity, headline: '   ' } }).missing[0]!.label).toBe('Add a headline');
  });

  it('scores parents and recruiters on identity only', () => {
    const family = profileCompletion({ ...empty, kind: 'family' });
    expect(family.missing.map((item) => item.label)).toEqual(['Add your name', 'Add your state']);
    expect(family.percent).toBe(33);
    expect(profileCompletion({ ...full, kind: 'recruiter', games: [] }).percent).toBe(100);
  });
});

describe('setup kinds and resuming', () => {
  it('gives recruiters, then family, then everyone else their kind', () => {
    expect(setupKindFor([{ role: 'recruit_player', collegeId: null }])).toBe('player');
    expect(setupKindFor([{ role: 'family_parent', collegeId: null }])).toBe('family');
    expect(setupKindFor([{ role: 'recruit_player', collegeId: null }, { role: 'programs_college_staff', collegeId: null }])).toBe('recruiter');
    expect(setupKindFor([])).toBe('player');
  });

  it('resumes after the last saved step and ends on finish', () => {
    expect(resumeStep('player', null)).toBe('identity');
    expect(resumeStep('player', 'games')).toBe('academics');
    expect(resumeStep('player', 'visibility')).toBe('finish');
    expect(resumeStep('family', 'identity')).toBe('finish');
  });
});
