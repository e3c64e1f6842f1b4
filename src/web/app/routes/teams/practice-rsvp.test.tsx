import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RSVP_TEXTS, type RsvpLinkView } from '#shared/contracts/teams-rsvp.ts';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import { paths } from '#web/config/paths.ts';
import { apiError, json, meResponse, renderTeamRoute, stubApi, type ApiCall } from '#web/test/teams/teams-test-harness.tsx';
import { PracticeRsvpRoute } from './practice-rsvp.tsx';

afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'a'.repeat(43);
const view = (overrides: Partial<RsvpLinkView> = {}): RsvpLinkView => ({
  practice: {
    teamName: 'Night Owls',
    title: 'Scrim night',
    scheduledAt: '2030-06-03T18:05:00.000Z',
    durationMinutes: 90,
    location: 'Arena B',
    isMandatory: true,
  },
  forPlayer: null,
  answer: null,
  notes: null,
  expiresAt: '2030-06-03T18:05:00.000Z',
  ...overrides,
});
const render = (answer?: 'attending' | 'maybe' | 'not_attending') =>
  renderTeamRoute(<PracticeRsvpRoute />, { path: paths.practiceRsvp.path, url: paths.practiceRsvp.getHref(TOKEN, answer) });
const callsTo = (calls: ApiCall[], path: string) => calls.filter((call) => call.path === path);

describe('/rsvp (a reminder answer link)', () => {
  it('saves "Going" as it opens, without signing in, then holds the fresh link in its address', async () => {
    const calls = stubApi(meResponse({ signedIn: false }), (call) =>
      call.path === '/api/practice-rsvp/answer' ? json(200, { ...view({ answer: 'attending' }), token: 'b'.repeat(43) }) : undefined,
    );
    const { router } = render('attending');
    expect(await screen.findByRole('heading', { level: 1, name: 'Scrim night' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your answer is saved: Attending.');
    expect(screen.getByText('Arena B')).toBeInTheDocument();
    expect(callsTo(calls, '/api/practice-rsvp/answer')).toEqual([
      expect.objectContaining({ method: 'POST', body: { token: TOKEN, status: 'attending', notes: null } }),
    ]);
    expect(callsTo(calls, '/api/practice-rsvp/view')).toEqual([]);
    expect(router.state.location.search).toBe(`?token=${'b'.repeat(43)}`);
  });

  it('changes the answer with the fresh link, not the used one', async () => {
    const calls = stubApi(meResponse({ signedIn: false }), (call) => {
      if (call.path !== '/api/practice-rsvp/answer') return undefined;
      const body = call.body as { token: string; status: 'maybe' | 'attending' };
      return body.token === TOKEN
        ? json(200, { ...view({ answer: 'maybe' }), token: 'b'.repeat(43) })
        : json(200, { ...view({ answer: body.status }), token: 'c'.repeat(43) });
    });
    render('maybe');
    expect(await screen.findByText('Your answer is saved: Maybe.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Your answer'), 'attending');
    await userEvent.click(screen.getByRole('button', { name: 'Update Attendance' }));
    expect(await screen.findByText('Your answer is saved: Attending.')).toBeInTheDocument();
    expect(callsTo(calls, '/api/practice-rsvp/answer').map((call) => (call.body as { token: string }).token)).toEqual([
      TOKEN,
      'b'.repeat(43),
    ]);
  });

  it('"Not going" opens the form with the reason to give and saves nothing until sent', async () => {
    const calls = stubApi(meResponse({ signedIn: false }), (call) => {
      if (call.path === '/api/practice-rsvp/view') return json(200, view());
      if (call.path === '/api/practice-rsvp/answer') return json(200, { ...view({ answer: 'not_attending', notes: 'Exam' }), token: 'd'.repeat(43) });
      return undefined;
    });
    render('not_attending');
    expect(await screen.findByText('No answer saved yet.')).toBeInTheDocument();
    expect(callsTo(calls, '/api/practice-rsvp/answer')).toEqual([]);
    expect(screen.getByLabelText('Your answer')).toHaveValue('not_attending');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Attendance' }));
    expect(await screen.findByText(TEAM_TEXTS.reasonRequired)).toBeInTheDocument();
    expect(callsTo(calls, '/api/practice-rsvp/answer')).toEqual([]);
    await userEvent.type(screen.getByLabelText('Reason for not attending'), 'Exam');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Attendance' }));
    expect(await screen.findByText('Your answer is saved: Not Attending.')).toBeInTheDocument();
    expect(callsTo(calls, '/api/practice-rsvp/answer')).toEqual([
      expect.objectContaining({ body: { token: TOKEN, status: 'not_attending', notes: 'Exam' } }),
    ]);
  });

  it("a guardian's link says whose answer it is", async () => {
    stubApi(meResponse({ signedIn: false }), (call) =>
      call.path === '/api/practice-rsvp/view' ? json(200, view({ forPlayer: 'Minnie', answer: 'maybe' })) : undefined,
    );
    render();
    expect(await screen.findByText('You are answering for Minnie, as their guardian.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent("Minnie's answer is saved: Maybe.");
    expect(screen.getByLabelText("Minnie's answer")).toHaveValue('maybe');
  });

  it('says plainly when a link is used, expired or wrong, and offers sign in', async () => {
    for (const [status, code, message] of [
      [410, 'gone', RSVP_TEXTS.usedLink],
      [410, 'gone', RSVP_TEXTS.expiredLink],
      [404, 'not_found', RSVP_TEXTS.invalidLink],
      [409, 'conflict', RSVP_TEXTS.cancelled],
    ] as const) {
      stubApi(meResponse({ signedIn: false }), (call) => (call.path === '/api/practice-rsvp/answer' ? apiError(status, code, message) : undefined));
      const { unmount } = render('attending');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(message);
      expect(within(alert).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', paths.auth.root.getHref('sign-in'));
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('a cut-short token gets the wrong-link words, not a field error', async () => {
    stubApi(meResponse({ signedIn: false }), (call) =>
      call.path === '/api/practice-rsvp/view' ? apiError(400, 'validation', 'Invalid request', { token: RSVP_TEXTS.invalidLink }) : undefined,
    );
    renderTeamRoute(<PracticeRsvpRoute />, { path: paths.practiceRsvp.path, url: '/rsvp?token=abc' });
    expect(await screen.findByRole('alert')).toHaveTextContent(RSVP_TEXTS.invalidLink);
  });
});
