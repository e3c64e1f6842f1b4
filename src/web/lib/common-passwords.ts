/**
 * The password forms' access to the common-password list of the shared
 * password rule. The list is a chunk of its own (a dynamic import in
 * #shared/password-policy.ts): a form starts loading it when one of its
 * password fields is focused or typed (or autofilled) into, never when the
 * form only opens (docs/decisions/089), and its resolver waits for it, so no
 * cold load pays for it (decision 009). If it cannot load, or has not loaded within
 * COMMON_PASSWORDS_WAIT_MS of a submit (a slow network, docs/decisions/081),
 * the form still checks the rest and the server, which always has the list,
 * answers for it: a missing dictionary never holds a submit.
 */
import type { FieldValues, Resolver } from 'react-hook-form';
import { loadCommonPasswords } from '#shared/account/password-policy.ts';

/** How long a submit waits for a list that is still loading before it validates without it. */
export const COMMON_PASSWORDS_WAIT_MS = 3000;

const load = () => loadCommonPasswords().catch(() => undefined);

/** The list's load, given up on (not cancelled) after COMMON_PASSWORDS_WAIT_MS. */
function loadWithin(ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([load(), timeout]).finally(() => clearTimeout(timer));
}

/** Starts loading the list (once: a later call reuses the load, a failed one is tried again). */
export function preloadCommonPasswords(): void {
  void load();
}

/** Spread on a password input: the list starts loading when the field is focused or typed into. */
export const PRELOAD_COMMON_PASSWORDS_ON_USE = { onFocus: preloadCommonPasswords, onInput: preloadCommonPasswords } as const;

/** Wraps a form's resolver so it validates with the list loaded. */
export function withCommonPasswords<TValues extends FieldValues, TContext, TOutput>(
  resolver: Resolver<TValues, TContext, TOutput>,
): Resolver<TValues, TContext, TOutput> {
  return async (values, context, options) => {
    await loadWithin(COMMON_PASSWORDS_WAIT_MS);
    return resolver(values, context, options);
  };
}
