import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROFILE_SETUP_TEXTS, type ProfileSetupDraft } from '#shared/contracts/profile-setup.ts';
import { installResizeObserver } from '#web/test/install-resize-observer.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { VISIBILITY_CHOICES, VisibilityStepForm, type VisibilityStepFormProps } from './visibility-step-form.tsx';

beforeAll(installResizeObserver);
afterEach(() => vi.unstubAllGlobals());

const GUARDIAN_NOTE = `${PROFILE_SETUP_TEXTS.minorNeedsGuardian}.`;

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
  it('an adult chooses any audience with no guardian note, and saves it', async () => {
    const bodies = stubSave();
    const { onSaved, user } = renderStep();
    expect(screen.getByRole('radio', { name: /^Recruiters only/ })).toBeChecked();
    expect(publicChoice()).toHaveAccessibleDescription(VISIBILITY_CHOICES.public.description);
    expect(screen.queryByText(GUARDIAN_NOTE)).toBeNull();
    await user.click(publicChoice());
    expect(screen.queryByText(PROFILE_SETUP_TEXTS.guardianApprovedRecruitersOnly)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([{ visibility: 'public', openTo: ['college_recruiting'], recruitingStatus: 'open' }]);
  });

  it('tells a minor without a guardian’s approval that nobody else sees the profile yet, and what Public shows of them', async () => {
    const bodies = stubSave();
    const { onSaved, user } = renderStep({ isMinor: true, guardianApprovedVisibility: null });
    expect(screen.getByText(GUARDIAN_NOTE)).toBeInTheDocument();
    expect(publicChoice()).toHaveAccessibleDescription(PROFILE_SETUP_TEXTS.minorPublicDescription);
    // The choice is still theirs to save: the guardian's approval caps it on the server.
    await user.click(publicChoice());
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([expect.objectContaining({ visibility: 'public' })]);
  });

  it('tells a minor whose guardian approved recruiters only that Public needs the guardian too', async () => {
    stubSave();
    const { user } = renderStep({ isMinor: true, guardianApprovedVisibility: 'recruiters_only' });
    expect(screen.queryByText(GUARDIAN_NOTE)).toBeNull();
    expect(screen.queryByText(PROFILE_SETUP_TEXTS.guardianApprovedRecruitersOnly)).toBeNull();
    await user.click(publicChoice());
    expect(await screen.findByText(PROFILE_SETUP_TEXTS.guardianApprovedRecruitersOnly)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Private/ }));
    expect(screen.queryByText(PROFILE_SETUP_TEXTS.guardianApprovedRecruitersOnly)).toBeNull();
  });

  it('adds nothing for a minor whose guardian approved Public', async () => {
    stubSave();
    const { user } = renderStep({ isMinor: true, guardianApprovedVisibility: 'public' });
    await user.click(publicChoice());
    expect(screen.queryByText(GUARDIAN_NOTE)).toBeNull();
    expect(screen.queryByText(PROFILE_SETUP_TEXTS.guardianApprovedRecruitersOnly)).toBeNull();
    // A minor's public pages still show only name, class year and state.
    expect(publicChoice()).toHaveAccessibleDescription(PROFILE_SETUP_TEXTS.minorPublicDescription);
  });
});
