import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubscriptionsOverview, SubscriptionSubject } from '#shared/contracts/subscriptions.ts';
import { PLAN_TEXTS } from '#shared/access/plans.ts';
import { paths } from '#web/config/paths.ts';
import { billingNavigation } from '#web/features/subscriptions/api/subscriptions.ts';
import { MANUAL_PLAN_TEXTS } from '#web/features/subscriptions/components/manual-plan-card.tsx';
import { apiError, json, meResponse, renderTeamRoute, stubApi } from '#web/test/teams/teams-test-harness.tsx';
import { NO_SUBJECTS_TEXT, SUBSCRIPTION_LOAD_ERROR, SUBJECT_NOT_YOURS, SubscriptionRoute } from './subscription.tsx';
import { SUCCESS_NO_SUBJECT, SuccessRoute } from './success.tsx';

const TEAM_ID = '11111111-1111-4111-8111-111111111111';

function team(overrides: Partial<SubscriptionSubject> = {}): SubscriptionSubject {
  return {
    type: 'team',
    id: TEAM_ID,
    name: 'Night Owls',
    plan: 'bronze',
    status: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    pendingPlan: null,
    hasStripeSubscription: false,
    hasBillingAccount: false,
    canManageBilling: true,
    setByHand: false,
    canSetPlanByHand: false,
    usage: { staff: 9, publishedForms: null, activePipelineEntries: null, staffSeats: null, savedSearches: null },
    ...overrides,
  };
}

function overview(overrides: Partial<SubscriptionsOverview> = {}): SubscriptionsOverview {
  return { billingConfigured: true, purchasable: ['team:silver', 'team:gold', 'college:pro', 'user:plus'], subjects: [team()], ...overrides };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderPage = (url = paths.subscription.getHref({ type: 'team', id: TEAM_ID })) =>
  renderTeamRoute(<SubscriptionRoute />, { path: paths.subscription.path, url });

describe('/subscription', { timeout: 20_000 }, () => {
  it('shows a college\u2019s usage against its plan\u2019s limits, saved searches included', async () => {
    const college = team({ type: 'college', id: '22222222-2222-4222-8222-222222222222', name: 'Austin College', plan: 'free', usage: { staff: null, publishedForms: 1, activePipelineEntries: 12, staffSeats: 4, savedSearches: 3 } });
    stubApi(meResponse(), (call) => (call.path === '/api/subscriptions' ? json(200, overview({ subjects: [college] })) : undefined));
    renderPage(paths.subscription.getHref({ type: 'college', id: college.id }));
    const usage = (await screen.findByText('Saved searches (all staff)')).closest('dl')!;
    expect(usage).toHaveAttribute('aria-label', 'Usage against the plan');
    expect(within(usage).getByText('Saved searches (all staff)').nextElementSibling).toHaveTextContent('3 of 3');
    expect(within(usage).getByText('Published interest forms').nextElementSibling).toHaveTextContent('1 of 3');
  });

  it('shows the team\u2019s plans side by side with the current one, and an upgrade goes to Stripe Checkout', async () => {
    const go = vi.spyOn(billingNavigation, 'go').mockImplementation(() => {});
    const calls = stubApi(meResponse(), (call) => {
      if (call.path === '/api/subscriptions') return json(200, overview());
      if (call.path === '/api/subscriptions/checkout') return json(200, { url: 'https://checkout.stripe.com/c/pay/cs_1' });
      return undefined;
    });
    renderPage();
    const plans = await screen.findByRole('list', { name: 'Plans for Night Owls' });
    const cards = within(plans).getAllByRole('listitem').filter((item) => item.parentElement === plans);
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Bronze', 'Silver', 'Gold']);
    expect(within(cards[0]!).getByText('Current plan')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Tournament management')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('$29/month')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/subscriptions')?.search.get('team')).toBe(TEAM_ID);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Upgrade to Silver' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1'));
    expect(calls.find((call) => call.path === '/api/subscriptions/checkout')?.body).toEqual({ subjectType: 'team', subjectId: TEAM_ID, plan: 'silver' });
  });

  it('without online payment, the owner requests a plan: who answers, what happens next, and the receipt', async () => {
    const calls = stubApi(meResponse(), (call) => {
      if (call.path === '/api/subscriptions') return json(200, overview({ billingConfigured: false, purchasable: [] }));
      if (call.path === '/api/subscriptions/plan-requests') {
        if ((call.body as { note?: string }).note === '<b>') return apiError(400, 'validation', 'Invalid input', { note: 'Note must be plain text (no HTML tags)' });
        return json(201, { id: '33333333-3333-4333-8333-333333333333', receivedAt: '2026-12-02T12:00:00.000Z', replyTo: 'owner@example.com' });
      }
      return undefined;
    });
    renderPage();
    const notice = await screen.findByText(PLAN_TEXTS.offlineBilling.payer, { exact: false });
    expect(notice).not.toHaveTextContent('Billing is not configured');
    expect(within(notice).getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('heading', { name: MANUAL_PLAN_TEXTS.title })).toBeNull();
    expect(screen.queryByRole('button', { name: /Upgrade to/ })).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Request Gold' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Request Gold' });
    expect(dialog).toHaveTextContent('A platform admin gets your request by email.');
    expect(dialog).toHaveTextContent('They write to you within two business days to arrange payment.');
    expect(dialog).toHaveTextContent('Nothing changes and nothing is charged until then.');
    // A refused note shows its field error and keeps the dialog open.
    await user.type(within(dialog).getByLabelText('Note for our staff (optional)'), '<b>');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Note must be plain text (no HTML tags)')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Note for our staff (optional)'));
    await user.type(within(dialog).getByLabelText('Note for our staff (optional)'), 'Invoice us, please');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(PLAN_TEXTS.planRequestSent('Gold', 'owner@example.com'))).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.filter((call) => call.path === '/api/subscriptions/plan-requests').at(-1)?.body).toEqual({
      subjectType: 'team',
      subjectId: TEAM_ID,
      plan: 'gold',
      note: 'Invoice us, please',
    });
  });

  it('without online payment, a manager who does not pay is told who can request a plan, and gets no button', async () => {
    stubApi(meResponse(), (call) =>
      call.path === '/api/subscriptions' ? json(200, overview({ billingConfigured: false, purchasable: [], subjects: [team({ canManageBilling: false })] })) : undefined,
    );
    renderPage();
    expect(await screen.findByText(PLAN_TEXTS.offlineBilling.team, { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Request/ })).toBeNull();
  });

  it('lets a platform admin set a college\u2019s plan by hand, with the no-keys notice naming the college', async () => {
    const COLLEGE_ID = '22222222-2222-4222-8222-222222222222';
    let college = team({ type: 'college', id: COLLEGE_ID, name: 'State U', plan: 'free', canManageBilling: false, canSetPlanByHand: true });
    const calls = stubApi(meResponse(), (call) => {
      if (call.path === '/api/subscriptions') return json(200, overview({ billingConfigured: false, purchasable: [], subjects: [college] }));
      if (call.path === `/api/subscriptions/college/${COLLEGE_ID}/plan`) {
        college = { ...college, plan: 'pro', setByHand: true };
        return json(200, college);
      }
      return undefined;
    });
    renderPage(paths.subscription.getHref({ type: 'college', id: COLLEGE_ID }));
    expect(await screen.findByText(PLAN_TEXTS.offlineBilling.admin)).toBeInTheDocument();
    // The admin is not the one who pays: no request button for them.
    expect(screen.queryByRole('button', { name: /Request/ })).toBeNull();
    const card = screen.getByRole('region', { name: MANUAL_PLAN_TEXTS.title });
    const user = userEvent.setup();
    expect(within(card).getByRole('button', { name: 'Set plan' })).toBeDisabled();
    await user.selectOptions(within(card).getByLabelText('Plan'), 'College Pro');
    await user.click(within(card).getByRole('button', { name: 'Set plan' }));
    expect(await screen.findByText('Set by hand by a platform admin.')).toBeInTheDocument();
    const put = calls.find((call) => call.path === `/api/subscriptions/college/${COLLEGE_ID}/plan`);
    expect(put?.method).toBe('PUT');
    expect(put?.body).toEqual({ plan: 'pro' });
  });

  it('shows a downgrade\u2019s effects before it, then opens the billing portal', async () => {
    const go = vi.spyOn(billingNavigation, 'go').mockImplementation(() => {});
    const silver = team({ plan: 'silver', status: 'active', hasStripeSubscription: true, hasBillingAccount: true, currentPeriodEnd: '2026-12-24T00:00:00.000Z' });
    stubApi(meResponse(), (call) => {
      if (call.path === '/api/subscriptions') return json(200, overview({ subjects: [silver] }));
      if (call.path === '/api/subscriptions/portal') return json(200, { url: 'https://billing.stripe.com/p/session/1' });
      return undefined;
    });
    renderPage();
    expect(await screen.findByText('Renews on December 24, 2026.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Downgrade to Bronze' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Downgrade to Bronze' });
    expect(within(dialog).getByText(/Your roster keeps its 9 staff but you cannot add more/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Your tournaments stay visible/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue to billing portal' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('https://billing.stripe.com/p/session/1'));
  });

  it('shows the server\u2019s refusal of a checkout', async () => {
    stubApi(meResponse(), (call) => {
      if (call.path === '/api/subscriptions') return json(200, overview());
      if (call.path === '/api/subscriptions/checkout') return apiError(503, 'unavailable', PLAN_TEXTS.billingNotConfigured('team'));
      return undefined;
    });
    renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Upgrade to Gold' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PLAN_TEXTS.billingNotConfigured('team'));
  });

  it('has error, empty and not-yours states', async () => {
    let fail = true;
    stubApi(meResponse(), (call) => (call.path === '/api/subscriptions' ? (fail ? apiError(500, 'internal', 'Boom') : json(200, overview({ subjects: [] }))) : undefined));
    renderPage(paths.subscription.getHref());
    expect(await screen.findByText(SUBSCRIPTION_LOAD_ERROR)).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(NO_SUBJECTS_TEXT)).toBeInTheDocument();
  });

  it('tells a team member who is not its manager that the plan is not theirs', async () => {
    stubApi(meResponse(), (call) => (call.path === '/api/subscriptions' ? json(200, overview({ subjects: [team({ id: 'other' })] })) : undefined));
    renderPage();
    expect(await screen.findByText(SUBJECT_NOT_YOURS)).toBeInTheDocument();
  });
});

describe('/success', { timeout: 20_000 }, () => {
  it('confirms the plan from the server, its renewal date and what it unlocked', async () => {
    stubApi(meResponse(), (call) =>
      call.path === `/api/subscriptions/team/${TEAM_ID}` ? json(200, team({ plan: 'silver', status: 'active', hasStripeSubscription: true, currentPeriodEnd: '2027-01-05T00:00:00.000Z' })) : undefined,
    );
    renderTeamRoute(<SuccessRoute />, { path: paths.subscriptionSuccess.path, url: `${paths.subscriptionSuccess.getHref({ type: 'team', id: TEAM_ID })}&session_id=cs_1&plan=gold` });
    expect(await screen.findByRole('heading', { name: 'Night Owls is on Silver' })).toBeInTheDocument();
    expect(screen.getByText('It renews on January 5, 2027.')).toBeInTheDocument();
    expect(screen.getByText('Tournament management')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the team' })).toHaveAttribute('href', `/teams/${TEAM_ID}/manage`);
  });

  it('waits for Stripe\u2019s confirmation while the server still has the default plan', async () => {
    let answers = 0;
    stubApi(meResponse(), (call) => {
      if (call.path !== `/api/subscriptions/team/${TEAM_ID}`) return undefined;
      answers += 1;
      return json(200, team({ plan: answers > 1 ? 'silver' : 'bronze' }));
    });
    renderTeamRoute(<SuccessRoute />, { path: paths.subscriptionSuccess.path, url: paths.subscriptionSuccess.getHref({ type: 'team', id: TEAM_ID }) });
    expect(await screen.findByText('Confirming your payment with Stripe...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Night Owls is on Silver' }, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('says there is nothing to confirm without a subject', async () => {
    stubApi(meResponse(), () => undefined);
    renderTeamRoute(<SuccessRoute />, { path: paths.subscriptionSuccess.path, url: '/success' });
    expect(await screen.findByText(SUCCESS_NO_SUBJECT)).toBeInTheDocument();
  });
});
