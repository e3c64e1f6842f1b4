/** /account "Recruiting emails": the switches as stored, each flip saved on its own, a load error with Try Again. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { apiError, json, stubFetch } from '#web/test/stub-fetch.ts';
import { RecruitingEmailSettingsForm } from './recruiting-email-settings-form.tsx';

afterEach(() => vi.unstubAllGlobals());

const PATH = '/api/account/recruiting-emails';

describe('RecruitingEmailSettingsForm', () => {
  it('shows each switch as stored and saves a flip', async () => {
    let stored = { responseDigest: true, contacted: true, guardianCopies: false, profileViews: false };
    const calls = stubFetch((call) => {
      if (call.path !== PATH) return undefined;
      if (call.method === 'PUT') stored = { ...stored, ...(call.body as object) };
      return json(200, stored);
    });
    renderWithProviders(<RecruitingEmailSettingsForm />);
    const contacted = await screen.findByRole('switch', { name: 'When a college program wants to talk with me' });
    expect(contacted).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Copies of recruiting emails sent to my players' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Daily digest of new interest form responses' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Weekly digest of colleges that viewed my profile' })).not.toBeChecked();
    await userEvent.setup().click(contacted);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'When a college program wants to talk with me' })).not.toBeChecked());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ contacted: false });
    expect(screen.getByRole('status')).toHaveTextContent('When a college program wants to talk with me: off.');
  });

  it('shows a refused save', async () => {
    stubFetch((call) => (call.path !== PATH ? undefined : call.method === 'PUT' ? apiError(400, 'validation', 'Please correct the highlighted fields.', { contacted: 'Choose on or off' }) : json(200, { responseDigest: true, contacted: true, guardianCopies: true, profileViews: true })));
    renderWithProviders(<RecruitingEmailSettingsForm />);
    await userEvent.setup().click(await screen.findByRole('switch', { name: 'Daily digest of new interest form responses' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
  });

  it('shows a load error with Try Again', async () => {
    let fail = true;
    stubFetch((call) => (call.path !== PATH ? undefined : fail ? apiError(503, 'unavailable', 'The database is not answering.') : json(200, { responseDigest: true, contacted: true, guardianCopies: true, profileViews: true })));
    renderWithProviders(<RecruitingEmailSettingsForm />);
    expect(await screen.findByText('The database is not answering.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('switch', { name: 'When a college program wants to talk with me' })).toBeInTheDocument();
  });
});
