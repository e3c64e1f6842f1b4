/** The viewer's plans and billing (docs/decisions/046): GET /api/subscriptions, one subject, a platform admin's plan by hand, Checkout and the portal. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BillingRedirect,
  CheckoutBody,
  ManualPlanBody,
  PlanRequestBody,
  PlanRequestReceipt,
  PortalBody,
  SubscriptionsOverview,
  SubscriptionSubject,
} from '#shared/contracts/subscriptions.ts';
import type { SubjectType } from '#shared/access/plans.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';

export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  overview: (query: string) => [...subscriptionKeys.all, 'overview', query] as const,
  subject: (subjectType: SubjectType, subjectId: string) => [...subscriptionKeys.all, 'subject', subjectType, subjectId] as const,
};

/** The subject named by the page's query: ?team=<id>, ?college=<id> or ?user=<id>. */
export function subjectFromSearch(params: URLSearchParams): { type: SubjectType; id: string } | null {
  for (const type of ['team', 'college', 'user'] as const) {
    const id = params.get(type);
    if (id) return { type, id };
  }
  return null;
}

export function useSubscriptions(subject: { type: SubjectType; id: string } | null) {
  // ?user= names oneself or, for a platform admin, another player (the server ignores it for anyone else).
  const query = subject ? new URLSearchParams({ [subject.type]: subject.id }).toString() : '';
  return useQuery(
    queryOptions({
      queryKey: subscriptionKeys.overview(query),
      queryFn: ({ signal }) => api.get<SubscriptionsOverview>(apiPaths.subscriptions(query), signal),
    }),
  );
}

/** One subject; `poll`: ask again every 2 s (the success page, until the webhook has landed). */
export function useSubscriptionSubject(subject: { type: SubjectType; id: string } | null, options: { poll?: (data: SubscriptionSubject | undefined) => boolean } = {}) {
  return useQuery({
    queryKey: subject ? subscriptionKeys.subject(subject.type, subject.id) : [...subscriptionKeys.all, 'none'],
    queryFn: ({ signal }) => api.get<SubscriptionSubject>(apiPaths.subscriptionSubject(subject!.type, subject!.id), signal),
    enabled: subject !== null,
    refetchInterval: (query) => (options.poll?.(query.state.data) ? 2_000 : false),
  });
}

/** Leaves for Stripe: Checkout or the portal. A seam for tests. */
export const billingNavigation = { go: (url: string) => window.location.assign(url) };

export function useCheckout() {
  return useMutation({
    mutationFn: (body: CheckoutBody) => api.post<BillingRedirect>(apiPaths.subscriptionCheckout, body),
    onSuccess: ({ url }) => billingNavigation.go(url),
  });
}

export function usePortal() {
  return useMutation({
    mutationFn: (body: PortalBody) => api.post<BillingRedirect>(apiPaths.subscriptionPortal, body),
    onSuccess: ({ url }) => billingNavigation.go(url),
  });
}

/** A platform admin sets the subject's plan by hand (PUT .../plan); every plans query is read again. */
export function useSetPlanByHand(subject: { type: SubjectType; id: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ManualPlanBody) => api.put<SubscriptionSubject>(apiPaths.subscriptionPlanByHand(subject.type, subject.id), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
  });
}

/** Where the plan cannot be bought online: ask platform staff for it (docs/decisions/070). Nothing about the plan changes. */
export function usePlanRequest() {
  return useMutation({
    mutationFn: (body: PlanRequestBody) => api.post<PlanRequestReceipt>(apiPaths.subscriptionPlanRequest, body),
  });
}
