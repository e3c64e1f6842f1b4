/**
 * "College preferences" on the player's own profile page (docs/decisions/030):
 * owner-only (the route renders it for the owner, nobody else ever sees a
 * player's preferences), a summary of what is set, Edit in a dialog with the
 * form, and Clear. The card's anchor is where "Set your college
 * preferences" links land.
 */
import Pencil from 'lucide-react/icons/pencil';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { MATCH_TEXTS, type StoredMatchPreferences } from '#shared/contracts/match.ts';
import { COLLEGE_SIZE_LABELS, HARD_PREFERENCES, IMPORTANCE_KEYS, IMPORTANCE_LABELS, type HardPreference } from '#shared/match/match-types.ts';
import { PROGRAM_LEVEL_LABELS } from '#shared/recruiting/program-levels.ts';
import { US_STATES } from '#shared/recruiting/us-states.ts';
import { ErrorState, LoadingState } from '#web/components/query-state.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ConfirmDeleteButton } from '#web/components/ui/confirm-delete-button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '#web/components/ui/dialog.tsx';
import { confirmWithToast } from '#web/lib/confirm-with-toast.ts';
import { toast } from '#web/lib/toast.ts';
import { useClearMatchPreferences, useMatchPreferences, useSaveMatchPreferences } from '../api/match-preferences.ts';
import { COLLEGE_PREFERENCES_ANCHOR } from './match-format.ts';
import { IMPORTANCE_VALUE_TEXT, MatchPreferencesForm } from './match-preferences-form.tsx';

const HARD_LABELS: Record<HardPreference, string> = { location: 'location', size: 'campus size', control: 'public or private', budget: 'budget', scholarship: 'scholarship', level: 'level' };

const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/** The set preferences as label and value lines; what is open reads "Any". */
export function preferenceLines(preferences: StoredMatchPreferences): [string, string][] {
  const place = [
    preferences.states.length > 0 ? preferences.states.map((code) => US_STATES[code]).join(', ') : null,
    preferences.maxDistanceMiles !== null ? `within ${preferences.maxDistanceMiles} miles of ${preferences.homeZip}` : null,
  ].filter(Boolean);
  const sliders = IMPORTANCE_KEYS.filter((key) => preferences.importance[key] !== 3).map((key) => `${IMPORTANCE_LABELS[key]}: ${IMPORTANCE_VALUE_TEXT[preferences.importance[key]]}`);
  return [
    ['Location', place.length > 0 ? place.join(' or ') : 'Anywhere'],
    ['Campus size', preferences.sizes.length > 0 ? preferences.sizes.map((size) => COLLEGE_SIZE_LABELS[size]).join(', ') : 'Any size'],
    ['Public or private', preferences.control === null ? 'Either' : preferences.control === 'public' ? 'Public' : 'Private'],
    ['Budget', preferences.budgetPerYear === null ? 'Not set' : `${usd(preferences.budgetPerYear)} a year`],
    ['Esports scholarship', preferences.needsScholarship ? 'Needed' : 'Not needed'],
    ['Levels', preferences.levelsSought.length > 0 ? preferences.levelsSought.map((level) => PROGRAM_LEVEL_LABELS[level]).join(', ') : 'Any level'],
    ['Musts', preferences.hard.length > 0 ? HARD_PREFERENCES.filter((key) => preferences.hard.includes(key)).map((key) => HARD_LABELS[key]).join(', ') : 'None'],
    ['Weights', sliders.length > 0 ? sliders.join('; ') : 'Neutral'],
  ];
}

export function CollegePreferencesSection() {
  const query = useMatchPreferences();
  const save = useSaveMatchPreferences();
  const clear = useClearMatchPreferences();
  const [open, setOpen] = useState(false);
  const preferences = query.data?.preferences ?? null;
  const headingId = `${COLLEGE_PREFERENCES_ANCHOR}-heading`;
  const location = useLocation();
  const card = useRef<HTMLDivElement>(null);
  // A "Set your college preferences" link lands here: the page loads first, so bring the card into view once it is there.
  useEffect(() => {
    if (location.hash === `#${COLLEGE_PREFERENCES_ANCHOR}`) card.current?.scrollIntoView?.({ block: 'start' });
  }, [location.hash]);

  return (
    <Card ref={card} id={COLLEGE_PREFERENCES_ANCHOR} role="region" aria-labelledby={headingId} className="scroll-mt-20">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle id={headingId}>College preferences</CardTitle>
          <CardDescription>Only you see these. They shape your match with each college program.</CardDescription>
        </div>
        {query.data ? (
          <Dialog open={open} onOpenChange={setOpen}>
            <DialogTrigger asChild>
              <Button variant={preferences ? 'ghost' : 'default'} size="sm" aria-label={preferences ? 'Edit college preferences' : undefined}>
                <Pencil aria-hidden="true" /> {preferences ? 'Edit' : 'Set preferences'}
              </Button>
            </DialogTrigger>
            <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
              <DialogHeader>
                <DialogTitle>College preferences</DialogTitle>
                <DialogDescription>Where and how you want to study and play. Only you see them.</DialogDescription>
              </DialogHeader>
              {open ? (
                <MatchPreferencesForm
                  stored={preferences}
                  onSave={(body) => save.mutateAsync(body)}
                  onSaved={() => {
                    setOpen(false);
                    toast.success(MATCH_TEXTS.saved);
                  }}
                  onCancel={() => setOpen(false)}
                />
              ) : null}
            </DialogContent>
          </Dialog>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        {query.isPending ? (
          <LoadingState layout="inline">Loading your college preferences...</LoadingState>
        ) : query.isError ? (
          <ErrorState
            layout="inline"
            error={{ message: query.error.message || 'Could not load your college preferences.' }}
            retryLabel="Try Again"
            onRetry={() => void query.refetch()}
          />
        ) : preferences ? (
          <>
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
              {preferenceLines(preferences).map(([label, value]) => (
                <div key={label} className="grid gap-0.5">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="break-words">{value}</dd>
                </div>
              ))}
            </dl>
            <div>
              <ConfirmDeleteButton
                title="Clear your college preferences?"
                description="Your match will treat location, cost and level as unknown again."
                confirmLabel="Clear preferences"
                triggerText="Clear preferences"
                pendingText="Clearing..."
                isPending={clear.isPending}
                onConfirm={() => confirmWithToast(() => clear.mutateAsync(), MATCH_TEXTS.cleared, (error) => toast.error(error instanceof Error ? error.message : 'Could not clear your preferences.'))}
              />
            </div>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">{MATCH_TEXTS.setPreferencesPrompt}: states or a distance from home, campus size, budget, scholarship need and the level you seek.</p>
        )}
      </CardContent>
    </Card>
  );
}
