/**
 * The signed-in player's match on a program's tab of the college page
 * (docs/decisions/030, "Preferences and the match on the college side"):
 * "Your match: 92% Excellent" with the confidence, and "Why?" opening the
 * full breakdown (each factor's weight, points and evidence; the caps with
 * their reasons; what is unknown and how to fill it in). Signed out: "Sign
 * in to see your match"; signed in without a player profile: a prompt to
 * create one; recruiters and parents: nothing. The match is its own request
 * (GET /api/colleges/:slug/match), so the public page stays the same for
 * everyone.
 */
import Sparkles from 'lucide-react/icons/sparkles';
import { Link, useLocation } from 'react-router';
import type { CollegeProgram } from '#shared/contracts/colleges.ts';
import { MATCH_TEXTS } from '#shared/contracts/match.ts';
import { gameBySlug } from '#shared/recruiting/game-catalog.ts';
import { MATCH_CAP_SCORE } from '#shared/match/match-score.ts';
import { MATCH_FACTOR_LABELS, type MatchFactorKey, type MatchResult } from '#shared/match/match-types.ts';
import { PROGRAM_LEVEL_LABELS } from '#shared/recruiting/program-levels.ts';
import { ErrorState, LoadingState } from '#web/components/query-state.tsx';
import { ScoreExplanationDialog } from '#web/components/score-explanation-dialog.tsx';
import { paths } from '#web/config/paths.ts';
import { useAuth } from '#web/lib/auth/auth-context.ts';
import { rememberRedirectAfterLogin } from '#web/lib/auth/redirect-after-login.ts';
import { useCollegeMatch } from '../api/college-match.ts';
import { collegePreferencesHref, CONFIDENCE_LABELS, matchHeadline } from './match-format.ts';

/** What a college's public facts tell about the test part of academics. */
export interface CollegeTestRanges {
  sat25: number | null;
  sat75: number | null;
  act25: number | null;
  act75: number | null;
}

/**
 * How a player fills in an unknown factor, when the gap is on their side
 * (the program's own missing bars are said by the factor's evidence).
 */
function fillHint(key: MatchFactorKey, program: CollegeProgram, tests: CollegeTestRanges, hasPreferences: boolean): 'profile' | 'preferences' | null {
  switch (key) {
    case 'skill':
      return program.minTier || program.targetTier ? 'profile' : null;
    case 'role':
      return program.rolesNeeded.length > 0 ? 'profile' : null;
    case 'class':
      return program.classYears.length > 0 ? 'profile' : null;
    case 'academics':
      return program.minGpa !== null || (tests.sat25 !== null && tests.sat75 !== null) || (tests.act25 !== null && tests.act75 !== null) ? 'profile' : null;
    case 'location':
    case 'cost':
    case 'level':
      return hasPreferences ? null : 'preferences';
  }
}

const HINT_TEXT: Record<MatchFactorKey, string> = {
  skill: 'Add your current rank for this game to your profile.',
  role: 'Add your roles for this game to your profile.',
  class: 'Add your class year to your profile.',
  academics: 'Add your GPA and test scores to your profile (you decide who sees them).',
  location: 'Set your college preferences: states or a distance from home, campus size, public or private.',
  cost: 'Set your college preferences: your budget and whether you need a scholarship.',
  level: 'Set your college preferences: the levels you seek.',
};

function WhyPanel({ match, program, tests, hasPreferences, profileSlug }: { match: MatchResult; program: CollegeProgram; tests: CollegeTestRanges; hasPreferences: boolean; profileSlug: string | null }) {
  const title = `${gameBySlug(program.titleSlug)?.name ?? program.titleName} · ${PROGRAM_LEVEL_LABELS[program.level]}`;
  const hints = match.confidence.unknown.flatMap((key) => {
    const target = fillHint(key, program, tests, hasPreferences);
    if (target === null) return [];
    const hint = profileSlug ? (
      <Link to={target === 'preferences' ? collegePreferencesHref(profileSlug) : paths.player.getHref(profileSlug)} className="text-primary underline underline-offset-4">
        {HINT_TEXT[key]}
      </Link>
    ) : (
      HINT_TEXT[key]
    );
    return [{ key, label: MATCH_FACTOR_LABELS[key], hint }];
  });
  return (
    <ScoreExplanationDialog
      score={match.score}
      band={match.band}
      confidence={match.confidence}
      factors={match.factors.map((factor) => ({ ...factor, label: MATCH_FACTOR_LABELS[factor.key] }))}
      subject={title}
      heading={`Your match with ${title}`}
      caps={{ limit: MATCH_CAP_SCORE, reasons: match.caps.map((cap) => cap.reason) }}
      hints={hints}
    />
  );
}

export interface ProgramMatchProps {
  slug: string;
  program: CollegeProgram;
  tests: CollegeTestRanges;
}

export function ProgramMatch({ slug, program, tests }: ProgramMatchProps) {
  const auth = useAuth();
  const location = useLocation();
  const query = useCollegeMatch(slug, auth.isSignedIn);
  const profileSlug = auth.profile?.slug ?? null;
  const box = 'grid gap-2 rounded-lg border bg-muted/30 px-4 py-3 text-sm';

  if (auth.isLoading) return null;
  if (!auth.isSignedIn) {
    return (
      <div className={box}>
        <Link
          to={paths.auth.root.getHref('sign-in')}
          onClick={() => rememberRedirectAfterLogin(`${location.pathname}${location.search}`)}
          className="inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline"
        >
          <Sparkles aria-hidden="true" className="size-4" />
          {MATCH_TEXTS.signInPrompt}
        </Link>
      </div>
    );
  }
  if (query.isPending) {
    return (
      <div className={box}>
        <LoadingState layout="inline">Loading your match...</LoadingState>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={box}>
        <ErrorState layout="inline" title="Could not load your match." error={query.error} retryLabel="Try Again" onRetry={() => void query.refetch()} />
      </div>
    );
  }
  const { eligibility, hasPreferences, programs } = query.data;
  if (eligibility === 'not_a_player') return null;
  if (eligibility === 'no_player_profile') {
    return (
      <div className={box}>
        <Link to={paths.welcome.getHref()} className="inline-flex items-center gap-2 font-medium text-primary underline-offset-4 hover:underline">
          <Sparkles aria-hidden="true" className="size-4" />
          {MATCH_TEXTS.createProfilePrompt}
        </Link>
      </div>
    );
  }
  const match = programs.find((entry) => entry.programId === program.id)?.match;
  if (!match) return null;
  return (
    <div className={box}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold">Your match: {matchHeadline(match.score, match.band)}</span>
          <span className="text-muted-foreground">{CONFIDENCE_LABELS[match.confidence.level]}</span>
        </p>
        <WhyPanel match={match} program={program} tests={tests} hasPreferences={hasPreferences} profileSlug={profileSlug} />
      </div>
      {!hasPreferences && profileSlug ? (
        <Link to={collegePreferencesHref(profileSlug)} className="text-primary underline underline-offset-4">
          {MATCH_TEXTS.setPreferencesPrompt}
        </Link>
      ) : null}
    </div>
  );
}
