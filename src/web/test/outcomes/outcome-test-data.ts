/** Outcome answers for the web tests, as the server sends them (docs/decisions/041). Not part of the app bundle. */
import type { Outcome } from '#shared/contracts/outcomes.ts';

export const OUTCOME_ID = '11111111-1111-4111-8111-111111111111';

export function outcomeAnswer(overrides: Partial<Outcome> = {}, viewer: Partial<Outcome['viewer']> = {}): Outcome {
  return {
    kind: 'outcome',
    id: OUTCOME_ID,
    status: 'committed',
    decidedOn: '2026-11-02',
    recordedBy: 'player',
    player: { displayName: 'Mia', classYear: 2027, state: 'TX', profileSlug: null },
    college: { name: 'Demo State University', slug: 'demo-state' },
    program: { id: '22222222-2222-4222-8222-222222222222', level: 'varsity' },
    titleName: 'Valorant',
    confirmed: false,
    declined: false,
    awaitingGuardianApproval: false,
    needsGuardianConsent: false,
    playerPublicConsent: false,
    guardianPublicConsent: false,
    isPublic: false,
    createdAt: '2026-11-02T10:00:00.000Z',
    ...overrides,
    viewer: { relation: 'public', canConsent: false, canApprove: false, canConfirm: false, canWithdraw: false, canShare: false, ...viewer },
  };
}
