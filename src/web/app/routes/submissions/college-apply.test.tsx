import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicForm, SubmissionResult } from '#shared/contracts/submissions.ts';
import { SUBMISSION_TEXTS } from '#shared/contracts/submissions.ts';
import { GUARDIAN_REQUIRED_MESSAGE } from '#shared/contracts/account.ts';
import { paths } from '#web/config/paths.ts';
import { apiError, json, meResponse, renderTeamRoute, stubApi } from '#web/test/teams/teams-test-harness.tsx';
import { CollegeApplyRoute } from './college-apply.tsx';

afterEach(() => vi.unstubAllGlobals());

const FORM_ID = '11111111-1111-4111-8111-111111111111';
const URL_PATH = `/api/colleges/demo-university/apply/${FORM_ID}`;

function publicForm(overrides: Partial<PublicForm> = {}): PublicForm {
  return {
    formId: FORM_ID,
    title: 'Spring tryouts',
    description: 'Tell us about you.',
    collegeName: 'Demo University',
    collegeSlug: 'demo-university',
    programId: '22222222-2222-4222-8222-222222222222',
    titleName: 'Valorant',
    rankChoices: ['Iron 1', 'Iron 2', 'Radiant'],
    level: 'varsity',
    closed: false,
    closesAt: null,
    versionId: '33333333-3333-4333-8333-333333333333',
    fields: [
      { kind: 'question', id: 'why', type: 'short_text', label: 'Why our program?', required: true },
      { kind: 'profile', id: 'class', block: 'class_year', label: 'Class', required: false },
    ],
    jsonSchema: {
      type: 'object',
      required: ['why'],
      properties: { why: { type: 'string', title: 'Why our program?', maxLength: 200 }, class: { type: 'integer', title: 'Class', minimum: 1990, maximum: 2100 } },
    },
    uiSchema: {},
    viewer: { kind: 'visitor' },
    ...overrides,
  };
}

const RESULT: SubmissionResult = {
  submissionId: '44444444-4444-4444-8444-444444444444',
  outcome: 'created',
  applicationPath: '/application/view/secret-token',
  emailedTo: 'sam@example.com',
  pointsAwarded: 0,
  guardianCopyTo: 'parent@example.com',
};

const render = (search = '') => renderTeamRoute(<CollegeApplyRoute />, { path: paths.collegeApply.path, url: `${paths.collegeApply.getHref('demo-university', FORM_ID)}${search}` });

const minorBirthDate = () => `${new Date().getUTCFullYear() - 16}-01-01`;

describe('/college/{slug}/apply/{formId}', () => {
  it('shows loading, then the form with the program and college', async () => {
    stubApi(meResponse({ signedIn: false }), (call) => (call.path === URL_PATH ? json(200, publicForm()) : undefined));
    render();
    expect(screen.getByText('Loading the form...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring tryouts' })).toBeInTheDocument();
    expect(screen.getByText(/Valorant varsity/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Why our program\?/)).toBeInTheDocument();
  });

  it('shows the closed page for a closed form', async () => {
    stubApi(meResponse({ signedIn: false }), (call) => (call.path === URL_PATH ? json(200, publicForm({ closed: true })) : undefined));
    render();
    expect(await screen.findByRole('heading', { level: 1, name: SUBMISSION_TEXTS.formClosed })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send my answers' })).not.toBeInTheDocument();
  });

  it('shows not found for an unknown or unpublished form, and Try again for a failed load', async () => {
    stubApi(meResponse({ signedIn: false }), () => apiError(404, 'not_found', SUBMISSION_TEXTS.formNotFound));
    render();
    expect(await screen.findByRole('heading', { level: 1, name: SUBMISSION_TEXTS.formNotFound })).toBeInTheDocument();
    vi.unstubAllGlobals();
    let calls = 0;
    stubApi(meResponse({ signedIn: false }), () => (++calls === 1 ? apiError(500, 'internal', 'Something went wrong') : json(200, publicForm())));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring tryouts' })).toBeInTheDocument();
  });

  it('fills in a signed-in player profile blocks and sends in one click', async () => {
    const player = publicForm({ viewer: { kind: 'player', name: 'Pat Player', email: 'pat@example.test', prefill: { class: 2027 }, alreadySubmitted: true, submittedAt: '2026-01-01T00:00:00.000Z' } });
    const calls = stubApi(meResponse(), (call) => {
      if (call.path === URL_PATH && call.method === 'GET') return json(200, player);
      if (call.path === URL_PATH && call.method === 'POST') return json(201, { ...RESULT, outcome: 'updated', guardianCopyTo: null });
      return undefined;
    });
    render('?via=BCDFGHJ');
    expect(await screen.findByText(/Sending as/)).toHaveTextContent('You sent this form before');
    expect(screen.getByLabelText(/^Class/)).toHaveValue(2027);
    await userEvent.type(screen.getByLabelText(/Why our program\?/), 'Great team');
    await userEvent.click(screen.getByRole('button', { name: 'Update my answers' }));
    expect(await screen.findByRole('heading', { name: 'Your answers were updated' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ answers: { why: 'Great team', class: 2027 }, via: 'BCDFGHJ' });
    expect(screen.getByLabelText('Your application link')).toHaveValue(`${window.location.origin}/application/view/secret-token`);
  });

  it('asks a minor visitor for a guardian email before sending, then shows the link and that the guardian gets a link to the answers', async () => {
    const calls = stubApi(meResponse({ signedIn: false }), (call) => {
      if (call.method === 'GET') return json(200, publicForm());
      return json(201, RESULT);
    });
    render();
    await userEvent.type(await screen.findByLabelText(/Why our program\?/), 'Love it');
    await userEvent.type(screen.getByLabelText('Your name'), 'Sam Young');
    await userEvent.type(screen.getByLabelText('Email'), 'sam@example.com');
    await userEvent.type(screen.getByLabelText('Date of birth'), minorBirthDate());
    await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(await screen.findByText(GUARDIAN_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Parent or guardian email'), 'parent@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
    const done = await screen.findByRole('region', { name: 'Your answers were sent' });
    expect(within(done).getByText('parent@example.com')).toBeInTheDocument();
    // The guardian gets a link to the answers, not the answers (decision 038, session 26).
    expect(within(done).getByText(/a link to see your answers/)).toHaveTextContent('We emailed parent@example.com a link to see your answers.');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ visitor: { name: 'Sam Young', guardianEmail: 'parent@example.com' } });
  });

  it("a visitor's repeat: says to confirm from the email, with no application link (decision 038)", async () => {
    stubApi(meResponse({ signedIn: false }), (call) => {
      if (call.method === 'GET') return json(200, publicForm());
      return json(201, { ...RESULT, outcome: 'confirm_by_email', applicationPath: null, emailedTo: 'vi@example.com', guardianCopyTo: null });
    });
    render();
    await userEvent.type(await screen.findByLabelText(/Why our program\?/), 'Again');
    await userEvent.type(screen.getByLabelText('Your name'), 'Vi');
    await userEvent.type(screen.getByLabelText('Email'), 'vi@example.com');
    await userEvent.type(screen.getByLabelText('Date of birth'), '1990-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
    const held = await screen.findByRole('region', { name: 'Check your email to confirm' });
    expect(held).toHaveTextContent('This form was already sent with vi@example.com.');
    expect(held).toHaveTextContent('within 48 hours');
    expect(screen.getByRole('heading', { name: 'Check your email to confirm' })).toHaveFocus();
    expect(screen.queryByLabelText('Your application link')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open my application' })).not.toBeInTheDocument();
  });

  it('shows the server field errors on the fields', async () => {
    stubApi(meResponse({ signedIn: false }), (call) => {
      if (call.method === 'GET') return json(200, publicForm());
      return apiError(400, 'validation', SUBMISSION_TEXTS.invalidAnswers, { why: 'Use at most 200 characters', 'visitor.email': 'Enter a valid email address' });
    });
    render();
    await userEvent.type(await screen.findByLabelText(/Why our program\?/), 'x');
    await userEvent.type(screen.getByLabelText('Your name'), 'Vi');
    await userEvent.type(screen.getByLabelText('Email'), 'vi@example.com');
    await userEvent.type(screen.getByLabelText('Date of birth'), '1990-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SUBMISSION_TEXTS.invalidAnswers);
    expect(screen.getByText('Use at most 200 characters')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
  });

  it('tells staff of the college they cannot send it', async () => {
    stubApi(meResponse(), () => json(200, publicForm({ viewer: { kind: 'refused', message: SUBMISSION_TEXTS.staffCannotSubmit } })));
    render();
    expect(await screen.findByText(SUBMISSION_TEXTS.staffCannotSubmit)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send my answers' })).not.toBeInTheDocument();
  });

  it('checks required answers in the browser without a request', async () => {
    const calls = stubApi(meResponse({ signedIn: false }), () => json(200, publicForm()));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Send my answers' }));
    await waitFor(() => expect(screen.getByText('This field is required')).toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('keeps the honeypot field away from people, and sends it when a bot fills it', async () => {
    const calls = stubApi(meResponse({ signedIn: false }), (call) => {
      if (call.method === 'GET') return json(200, publicForm());
      return apiError(400, 'validation', SUBMISSION_TEXTS.notSent);
    });
    render();
    await userEvent.type(await screen.findByLabelText(/Why our program\?/), 'Buy now');
    // Hidden from assistive technology and out of the tab order.
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).not.toBeInTheDocument();
    const honeypot = screen.getByLabelText('Leave this field empty');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    await userEvent.type(honeypot, 'https://spam.example');
    await userEvent.type(screen.getByLabelText('Your name'), 'Bot');
    await userEvent.type(screen.getByLabelText('Email'), 'bot@example.com');
    await userEvent.type(screen.getByLabelText('Date of birth'), '1990-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SUBMISSION_TEXTS.notSent);
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ website: 'https://spam.example' });
  });
});
