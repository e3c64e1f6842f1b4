/**
 * The player's own pipeline (docs/decisions/042, "Derivation"): one row per
 * program they have a relationship with, its stage derived from what
 * happened, unless they set their own. A pure function of the signals the
 * loader reads; a program's internal pipeline (pipeline_entries) is never
 * among them.
 *
 * - Interested: they submitted the program's interest form (not withdrawn).
 * - Contacted: staff of the program's college (a college-scoped role there)
 *   wrote to them in a conversation they are in. A conversation is with a
 *   college, not a program, so it counts for that college's programs
 *   already in their pipeline (from a form, an outcome or their own row);
 *   when none is, for the college's programs of the games they play; when
 *   they play none of them, for all the college's programs.
 * - Offer: a verbal commitment on record (the program's offer, accepted
 *   but not binding).
 * - Committed: a commitment or signing on record.
 * The highest stage any signal gives wins (in PLAYER_PIPELINE_STAGES
 * order). Evaluating is never derived: only the player sets it. The
 * player's own stage, when set, replaces the derived one (marked "own").
 */
import { PLAYER_PIPELINE_STAGES, type OutcomeStatus, type PlayerPipelineStage } from '#shared/recruiting/recruiting-values.ts';
import type { PipelineSignal, PlayerPipelineRow, ProgramRef } from '#shared/contracts/player-recruiting.ts';

export interface SubmissionSignal {
  programId: string;
  submissionId: string;
  status: string;
  at: Date;
}

export interface ContactSignal {
  collegeId: string;
  conversationId: string;
  at: Date;
}

export interface OutcomeSignal {
  programId: string;
  outcomeId: string;
  status: OutcomeStatus;
  at: Date;
}

export interface OwnPipelineItem {
  programId: string;
  stage: PlayerPipelineStage | null;
  note: string | null;
  archived: boolean;
  updatedAt: Date;
}

export interface PipelineInputs {
  /** Every program the signals name, and every program of the contacted colleges. */
  programs: readonly ProgramRef[];
  /** Slugs of the games the player has a game profile for. */
  playerTitles: readonly string[];
  submissions: readonly SubmissionSignal[];
  contacts: readonly ContactSignal[];
  outcomes: readonly OutcomeSignal[];
  items: readonly OwnPipelineItem[];
}

export const OUTCOME_STAGE: Record<OutcomeStatus, PlayerPipelineStage> = { verbal: 'offer', committed: 'committed', signed: 'committed' };

const stageRank = (stage: PlayerPipelineStage) => PLAYER_PIPELINE_STAGES.indexOf(stage);

function higher(a: PlayerPipelineStage | null, b: PlayerPipelineStage): PlayerPipelineStage {
  return a === null || stageRank(b) > stageRank(a) ? b : a;
}

const latest = (a: Date | null, b: Date) => (a === null || b > a ? b : a);

/** The programs of a college a conversation with its staff counts for (the rule above). */
export function programsForContact(collegeId: string, inputs: Pick<PipelineInputs, 'programs' | 'playerTitles'>, inPipeline: ReadonlySet<string>): ProgramRef[] {
  const ofCollege = inputs.programs.filter((program) => program.collegeId === collegeId);
  const already = ofCollege.filter((program) => inPipeline.has(program.id));
  if (already.length > 0) return already;
  const played = ofCollege.filter((program) => inputs.playerTitles.includes(program.titleSlug));
  return played.length > 0 ? played : ofCollege;
}

interface Draft {
  program: ProgramRef;
  derived: PlayerPipelineStage | null;
  signals: Set<PipelineSignal>;
  lastActivity: Date | null;
  conversation: { id: string; at: Date } | null;
  outcome: { id: string; status: OutcomeStatus; at: Date } | null;
  submission: { id: string; status: string; at: Date } | null;
  own: OwnPipelineItem | null;
}

export function derivePlayerPipeline(inputs: PipelineInputs): PlayerPipelineRow[] {
  const programs = new Map(inputs.programs.map((program) => [program.id, program]));
  const drafts = new Map<string, Draft>();
  const draftOf = (programId: string): Draft | null => {
    const program = programs.get(programId);
    if (!program) return null;
    let draft = drafts.get(programId);
    if (!draft) {
      draft = { program, derived: null, signals: new Set(), lastActivity: null, conversation: null, outcome: null, submission: null, own: null };
      drafts.set(programId, draft);
    }
    return draft;
  };

  for (const submission of inputs.submissions) {
    const draft = draftOf(submission.programId);
    if (!draft) continue;
    draft.derived = higher(draft.derived, 'interested');
    draft.signals.add('submission');
    draft.lastActivity = latest(draft.lastActivity, submission.at);
    if (!draft.submission || submission.at > draft.submission.at) draft.submission = { id: submission.submissionId, status: submission.status, at: submission.at };
  }
  for (const outcome of inputs.outcomes) {
    const draft = draftOf(outcome.programId);
    if (!draft) continue;
    draft.derived = higher(draft.derived, OUTCOME_STAGE[outcome.status]);
    draft.signals.add('outcome');
    draft.lastActivity = latest(draft.lastActivity, outcome.at);
    if (!draft.outcome || outcome.at > draft.outcome.at) draft.outcome = { id: outcome.outcomeId, status: outcome.status, at: outcome.at };
  }
  for (const item of inputs.items) {
    const draft = draftOf(item.programId);
    if (!draft) continue;
    draft.own = item;
    draft.lastActivity = latest(draft.lastActivity, item.updatedAt);
  }
  // Conversations last: which programs they count for depends on the rows the other signals made.
  const inPipeline = new Set(drafts.keys());
  for (const contact of inputs.contacts) {
    for (const program of programsForContact(contact.collegeId, inputs, inPipeline)) {
      const draft = draftOf(program.id)!;
      draft.derived = higher(draft.derived, 'contacted');
      draft.signals.add('conversation');
      draft.lastActivity = latest(draft.lastActivity, contact.at);
      if (!draft.conversation || contact.at > draft.conversation.at) draft.conversation = { id: contact.conversationId, at: contact.at };
    }
  }

  const rows: PlayerPipelineRow[] = [...drafts.values()].map((draft) => {
    const ownStage = draft.own?.stage ?? null;
    return {
      program: draft.program,
      stage: ownStage ?? draft.derived ?? 'interested',
      stageSource: ownStage ? 'own' : 'derived',
      derivedStage: draft.derived,
      signals: (['submission', 'conversation', 'outcome'] as const).filter((signal) => draft.signals.has(signal)),
      note: draft.own?.note ?? null,
      archived: draft.own?.archived ?? false,
      lastActivityAt: (draft.lastActivity ?? new Date(0)).toISOString(),
      conversationId: draft.conversation?.id ?? null,
      outcome: draft.outcome ? { id: draft.outcome.id, status: draft.outcome.status } : null,
      submission: draft.submission ? { id: draft.submission.id, status: draft.submission.status, submittedAt: draft.submission.at.toISOString() } : null,
    };
  });
  // Newest activity first; the program id breaks ties.
  return rows.sort((a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt) || a.program.id.localeCompare(b.program.id));
}
