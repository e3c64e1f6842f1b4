import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { profileAudienceTexts } from '#shared/access/profile-audience.ts';
import { PROFILE_SETUP_TEXTS, type ProfileSetupDraft } from '#shared/contracts/profile-setup.ts';
import { installResizeObserver } from '#web/test/install-resize-observer.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { VISIBILITY_CHOICES, VisibilityStepForm, type VisibilityStepFormProps } from './visibility-step-form.tsx';

beforeAll(installResizeObserver);
afterEach(() => vi.unstubAllGlobals());

const SAYS = profileAudienceTexts({ kind: 'owner' });
const GUARDIAN_NOTE = SAYS.awaiting_guardian;
const CAPPED_NOTE = `${SAYS.recruiters_only} ${SAYS.capped}`;
/** The note under the choices (a status region), or null. */
const note = () => screen.queryByRole('status');

/** Fetch stubbed at the network boundary: the step's PUT answers the draft with what was sent. */
function stubSave() {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/profile/setup/visibility' && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as ProfileSetupDraft['visibility'];
        bodies.push(body);
        return new Response(JSON.stringify({ visibility: body }), { status: 200, headers: { 'content-type': 'application/json' } });
      }
      return new Response(JSON.stringify({ error: { code: 'not_found', message: `No stub for ${url.pathname}` } }), { status: 404 });
    }),
  );
  return bodies;
}

function renderStep(props: Partial<VisibilityStepFormProps> = {}) {
  const onSaved = vi.fn();
  renderWithProviders(
    <VisibilityStepForm
      initialValues={{ visibility: 'recruiters_only', openTo: ['college_recruiting'], recruitingStatus: 'open' }}
      isMinor={false}
      onSaved={onSaved}
      {...props}
    />,
  );
  return { onSaved, user: userEvent.setup() };
}

const publicChoice = () => screen.getByRole('radio', { name: /^Public/ });

describe('VisibilityStepForm', () => {
  it('an adult chooses any audience with no audience note, and saves it', async () => {
    const bodies = stubSave();
    const { onSaved, user } = renderStep();
    expect(screen.getByRole('radio', { name: /^Recruiters only/ })).toBeChecked();
    expect(publicChoice()).toHaveAccessibleDescription(VISIBILITY_CHOICES.public.description);
    expect(note()).toBeNull();
    await user.click(publicChoice());
    expect(note()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([{ visibility: 'public', openTo: ['college_recruiting'], recruitingStatus: 'open' }]);
  });

  it('tells a minor without a guardian’s approval that only they and their guardian see the profile, whatever they choose', async () => {
    const bodies = stubSave();
    const { onSaved, user } = renderStep({ isMinor: true, guardianApprovedVisibility: null });
    expect(note()).toHaveTextContent(GUARDIAN_NOTE);
    expect(publicChoice()).toHaveAccessibleDescription(PROFILE_SETUP_TEXTS.minorPublicDescription);
    // The choice is still theirs to save: the guardian's approval caps it on the server.
    await user.click(publicChoice());
    expect(note()).toHaveTextContent(GUARDIAN_NOTE);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([expect.objectContaining({ visibility: 'public' })]);
  });

  it('tells a minor after a guardian’s revoke that it stays hidden until they approve again', () => {
    stubSave();
    renderStep({ isMinor: true, guardianApprovedVisibility: null, guardianRevoked: true });
    expect(note()).toHaveTextContent(SAYS.guardian_revoked);
  });

  it('tells a minor whose guardian approved recruiters only that a Public choice stays recruiters only', async () => {
    stubSave();
    const { user } = renderStep({ isMinor: true, guardianApprovedVisibility: 'recruiters_only' });
    expect(note()).toHaveTextContent(SAYS.recruiters_only);
    expect(note()).not.toHaveTextContent(SAYS.capped);
    await user.click(publicChoice());
    expect(note()).toHaveTextContent(CAPPED_NOTE);
    await user.click(screen.getByRole('radio', { name: /^Private/ }));
    expect(note()).toHaveTextContent(SAYS.private);
  });

  it('tells a minor whose guardian approved Public that everyone sees name, class year and state only', async () => {
    stubSave();
    const { user } = renderStep({ isMinor: true, guardianApprovedVisibility: 'public' });
    await user.click(publicChoice());
    expect(note()).toHaveTextContent(SAYS.publicMinor);
    expect(publicChoice()).toHaveAccessibleDescription(PROFILE_SETUP_TEXTS.minorPublicDescription);
  });
});
