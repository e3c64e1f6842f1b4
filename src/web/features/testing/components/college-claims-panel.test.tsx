import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLLEGE_CLAIM_TEXTS, type CollegeClaimReview } from '#shared/contracts/college-claims.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { apiError, json, stubFetch } from '#web/test/stub-fetch.ts';
import { CollegeClaimsPanel } from './college-claims-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

const base: CollegeClaimReview = {
  id: '11111111-1111-4111-8111-111111111111',
  status: 'pending',
  role: 'programs_college_admin',
  evidence: 'Director of esports.\nListed on the athletics site.',
  contactEmail: 'dana@esports.mit.edu',
  emailAtCollegeDomain: true,
  createdAt: '2026-11-24T10:00:00.000Z',
  reviewedAt: null,
  rejectionReason: null,
  requester: { id: 'u1', displayName: 'Dana Director', ageBand: 'adult' },
  reviewer: null,
  college: { id: '22222222-2222-4222-8222-222222222222', slug: 'massachusetts-institute-of-technology', name: 'Massachusetts Institute of Technology', website: 'https://web.mit.edu/', isClaimed: false },
};
const outsider: CollegeClaimReview = {
  ...base,
  id: '33333333-3333-4333-8333-333333333333',
  contactEmail: 'sam@gmail.com',
  emailAtCollegeDomain: false,
  role: 'programs_college_admissions',
  requester: { id: 'u2', displayName: 'Sam Outside', ageBand: 'unknown' },
};
/** Filed before the rule (or the birth date on record says under 18 today): kept, shown, not approvable. */
const minor: CollegeClaimReview = {
  ...base,
  id: '55555555-5555-4555-8555-555555555555',
  contactEmail: 'jo@state.edu',
  emailAtCollegeDomain: false,
  requester: { id: 'u3', displayName: 'Jo Young', ageBand: 'minor' },
};
const rejected: CollegeClaimReview = {
  ...outsider,
  id: '44444444-4444-4444-8444-444444444444',
  status: 'rejected',
  reviewedAt: '2026-11-24T12:00:00.000Z',
  rejectionReason: 'Not on the staff directory.',
  reviewer: { id: 'r1', displayName: 'Riley Reviewer' },
};

describe('CollegeClaimsPanel', () => {
  it('lists the requests with the evidence and the domain signal; reviewed ones show the reviewer and reason and no buttons', async () => {
    stubFetch((call) => (call.path === '/api/admin/college-claims' ? json(200, { rows: [base, outsider, rejected] }) : undefined));
    renderWithProviders(<CollegeClaimsPanel />);
    const list = await screen.findByRole('list', { name: 'College claims' });
    const [first, second, third] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Dana Director · dana@esports.mit.edu');
    expect(first).toHaveTextContent('Email at the college’s domain');
    expect(first).toHaveTextContent('Esports program admin');
    expect(within(first!).getByText(/Director of esports\./)).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Massachusetts Institute of Technology' })).toHaveAttribute('href', '/college/massachusetts-institute-of-technology');
    // Where a platform admin sets the college's plan by hand (decision 070).
    expect(within(first!).getByRole('link', { name: 'College plan' })).toHaveAttribute('href', '/subscription?college=22222222-2222-4222-8222-222222222222');
    expect(second).toHaveTextContent('Email not at the college’s domain');
    expect(third).toHaveTextContent('Rejected');
    expect(third).toHaveTextContent('by Riley Reviewer');
    expect(third).toHaveTextContent('ReasonNot on the staff directory.');
    expect(within(third!).queryByRole('button')).toBeNull();
  });

  it('shows each requester’s age band and email (so its domain); a request from a minor offers Reject but not Approve', async () => {
    stubFetch((call) => (call.path === '/api/admin/college-claims' ? json(200, { rows: [base, minor, outsider] }) : undefined));
    renderWithProviders(<CollegeClaimsPanel />);
    const list = await screen.findByRole('list', { name: 'College claims' });
    const [adultRow, minorRow, unknownRow] = within(list).getAllByRole('listitem');
    expect(adultRow).toHaveTextContent('Age18+');
    expect(adultRow).toHaveTextContent('Dana Director · dana@esports.mit.edu');
    expect(minorRow).toHaveTextContent('AgeUnder 18');
    expect(minorRow).toHaveTextContent('Jo Young · jo@state.edu');
    expect(unknownRow).toHaveTextContent('AgeAge unknown');
    expect(unknownRow).toHaveTextContent('Sam Outside · sam@gmail.com');

    expect(within(adultRow!).getByRole('button', { name: /^Approve the claim/ })).toBeInTheDocument();
    expect(within(unknownRow!).getByRole('button', { name: /^Approve the claim/ })).toBeInTheDocument();
    expect(within(minorRow!).queryByRole('button', { name: /^Approve the claim/ })).toBeNull();
    expect(minorRow).toHaveTextContent(COLLEGE_CLAIM_TEXTS.minorCannotBeApproved);
    expect(within(minorRow!).getByRole('button', { name: 'Reject the claim of Massachusetts Institute of Technology by Jo Young' })).toBeInTheDocument();
  });

  it('approves after confirmation and reloads the queue', async () => {
    const user = userEvent.setup();
    let rows = [base];
    const calls = stubFetch((call) => {
      if (call.path === '/api/admin/college-claims') return json(200, { rows });
      if (call.path === `/api/admin/college-claims/${base.id}/approve`) {
        rows = [{ ...base, status: 'approved', reviewedAt: '2026-11-25T08:00:00.000Z', reviewer: { id: 'r1', displayName: 'Riley Reviewer' } }];
        return json(200, rows[0]);
      }
      return undefined;
    });
    renderWithProviders(<CollegeClaimsPanel />);
    await user.click(await screen.findByRole('button', { name: 'Approve the claim of Massachusetts Institute of Technology by Dana Director' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve this claim?' });
    await user.click(within(confirm).getByRole('button', { name: 'Approve Claim' }));
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([`/api/admin/college-claims/${base.id}/approve`]);
  });

  it('rejecting needs a reason (checked before sending), then sends it', async () => {
    const user = userEvent.setup();
    const calls = stubFetch((call) => {
      if (call.path === '/api/admin/college-claims') return json(200, { rows: [outsider] });
      if (call.path.endsWith('/reject')) return json(200, { ...outsider, status: 'rejected', rejectionReason: 'No proof.' });
      return undefined;
    });
    renderWithProviders(<CollegeClaimsPanel />);
    await user.click(await screen.findByRole('button', { name: /^Reject the claim/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this claim' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: 'Reject Claim' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.type(within(dialog).getByLabelText('Reason'), 'No proof.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Claim' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({ path: `/api/admin/college-claims/${outsider.id}/reject`, body: { reason: 'No proof.' } });
  });

  it('shows the empty and error states', async () => {
    stubFetch(() => json(200, { rows: [] }));
    const first = renderWithProviders(<CollegeClaimsPanel />);
    expect(await screen.findByText('No one has asked to claim a college page yet.')).toBeInTheDocument();
    first.unmount();
    vi.unstubAllGlobals();
    stubFetch(() => apiError(403, 'forbidden', 'Only platform staff can review college claims.'));
    renderWithProviders(<CollegeClaimsPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only platform staff can review college claims.');
  });
});
