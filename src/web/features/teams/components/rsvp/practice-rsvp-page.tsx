/**
 * /rsvp?token=&answer= (issue 26.9, docs/decisions/073): a practice
 * reminder's answer link, signed out or in. "Going" and "Maybe" are saved as
 * the page opens (the click in the email is the answer; a mail scanner that
 * only fetches the address saves nothing); "Not going" opens with the reason
 * to fill in. Answering uses the link up: the page then holds the fresh link
 * the server returns (also in its address, so a reload still works) and
 * offers to change the answer until the practice starts. A used, expired or
 * wrong link shows the server's words.
 */
import CalendarCheck from 'lucide-react/icons/calendar-check';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { RSVP_TEXTS, type RsvpLinkView } from '#shared/contracts/teams-rsvp.ts';
import type { AttendanceStatus } from '#shared/value-sets.ts';
import { PageStatePanel } from '#web/components/layout/page-state-panel.tsx';
import { LoadingState } from '#web/components/query-state.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { paths } from '#web/config/paths.ts';
import { toast } from '#web/lib/toast.ts';
import { useAnswerRsvpLink, useRsvpLinkView, type RsvpAnswerInput } from '../../api/schedule/practice-rsvp.ts';
import { ATTENDANCE_BADGE_LABELS } from '../manage/schedule/attendance-labels.ts';
import { AttendanceForm } from '../manage/schedule/attendance-form.tsx';

export const RSVP_PAGE_TEXTS = {
  pageTitle: 'Practice answer',
  saving: 'Saving your answer...',
  loading: 'Opening your answer link...',
  savedAs: (label: string) => `Your answer is saved: ${label}.`,
  guardianSavedAs: (player: string, label: string) => `${player}'s answer is saved: ${label}.`,
  notAnswered: 'No answer saved yet.',
  forPlayer: (player: string) => `You are answering for ${player}, as their guardian.`,
  changeUntil: (time: string) => `You can change the answer here until the practice starts (${time}).`,
  yourAnswer: 'Your answer',
  playerAnswer: (player: string) => `${player}'s answer`,
  signIn: 'Sign in',
  home: 'Return to Home',
} as const;

const AUTO_ANSWERS: readonly AttendanceStatus[] = ['attending', 'maybe'];

function isAttendanceStatus(value: string | null): value is AttendanceStatus {
  return value === 'attending' || value === 'maybe' || value === 'not_attending';
}

const dateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'full', timeStyle: 'short' });

function PracticeDetails({ view }: { view: RsvpLinkView }) {
  const { practice } = view;
  return (
    <dl className="grid gap-1 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-4">
      <dt className="font-medium">When</dt>
      <dd>{dateTime(practice.scheduledAt)}</dd>
      <dt className="font-medium">Duration</dt>
      <dd>{practice.durationMinutes} minutes</dd>
      <dt className="font-medium">Where</dt>
      <dd>{practice.location ?? 'No location given'}</dd>
      <dt className="font-medium">Attendance</dt>
      <dd>{practice.isMandatory ? 'Mandatory' : 'Optional'}</dd>
    </dl>
  );
}

function LinkRefused({ message }: { message: string }) {
  return (
    <div role="alert">
      <PageStatePanel icon={<CircleAlert aria-hidden="true" className="size-12 text-destructive" />} title={message}>
        <Button asChild>
          <Link to={paths.auth.root.getHref('sign-in')}>{RSVP_PAGE_TEXTS.signIn}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.home.getHref()}>{RSVP_PAGE_TEXTS.home}</Link>
        </Button>
      </PageStatePanel>
    </div>
  );
}

export function PracticeRsvpPage({ token, answer }: { token: string; answer: string | null }) {
  const navigate = useNavigate();
  const clicked = isAttendanceStatus(answer) ? answer : null;
  const autoAnswer = clicked && AUTO_ANSWERS.includes(clicked) ? clicked : null;
  /** The link the page holds after answering (the one in the address is used up) and what it shows. */
  const [held, setHeld] = useState<{ token: string; view: RsvpLinkView } | null>(null);
  const view = useRsvpLinkView(token, !autoAnswer && !held);
  const answerLink = useAnswerRsvpLink();
  const started = useRef(false);

  const save = (input: RsvpAnswerInput) =>
    answerLink.mutateAsync(input).then((result) => {
      const { token: fresh, ...shown } = result;
      setHeld({ token: fresh, view: shown });
      void navigate(paths.practiceRsvp.getHref(fresh), { replace: true });
    });

  useEffect(() => {
    if (!autoAnswer || started.current) return;
    started.current = true;
    save({ token, status: autoAnswer, notes: null }).catch(() => {
      // The page shows the refusal.
    });
    // Once, for the link the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const shown = held?.view ?? view.data;
  const refusal = !held ? (answerLink.error ?? view.error) : null;
  let body;
  if (refusal) {
    // A token that is not even the right shape (cut short in a copy) is refused as a field error: the same words as a wrong one.
    body = <LinkRefused message={refusal.code === 'validation' ? RSVP_TEXTS.invalidLink : refusal.message} />;
  } else if (!shown) {
    body = <LoadingState>{autoAnswer ? RSVP_PAGE_TEXTS.saving : RSVP_PAGE_TEXTS.loading}</LoadingState>;
  } else {
    const label = shown.answer ? ATTENDANCE_BADGE_LABELS[shown.answer] : null;
    body = (
      <Card>
        <CardHeader>
          <h1 data-slot="card-title" className="text-2xl leading-tight font-bold">
            {shown.practice.title}
          </h1>
          <CardDescription>{shown.practice.teamName}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <PracticeDetails view={shown} />
          {shown.forPlayer ? <p className="text-sm">{RSVP_PAGE_TEXTS.forPlayer(shown.forPlayer)}</p> : null}
          <div className="flex items-start gap-3 rounded-md border p-3" role="status">
            <CalendarCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <p className="text-sm">
              {label
                ? shown.forPlayer
                  ? RSVP_PAGE_TEXTS.guardianSavedAs(shown.forPlayer, label)
                  : RSVP_PAGE_TEXTS.savedAs(label)
                : RSVP_PAGE_TEXTS.notAnswered}
            </p>
          </div>
          <p className="text-sm text-muted-foreground">{RSVP_PAGE_TEXTS.changeUntil(dateTime(shown.expiresAt))}</p>
          <AttendanceForm
            // A new form when the saved answer changes, so it shows what is saved.
            key={`${shown.answer ?? 'none'}:${shown.notes ?? ''}`}
            mine={shown.answer ? { status: shown.answer, notes: shown.notes } : null}
            initialStatus={clicked}
            isLoading={answerLink.isPending}
            label={shown.forPlayer ? RSVP_PAGE_TEXTS.playerAnswer(shown.forPlayer) : RSVP_PAGE_TEXTS.yourAnswer}
            onSubmit={(input) =>
              save({ token: held?.token ?? token, status: input.status, notes: input.notes }).then(
                () => toast.success(RSVP_TEXTS.saved),
                (error: unknown) => {
                  toast.error(error instanceof Error ? error.message : String(error));
                  throw error;
                },
              )
            }
          />
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:py-10">
      <title>{`${RSVP_PAGE_TEXTS.pageTitle} · Esports Recruiting`}</title>
      {body}
    </div>
  );
}
