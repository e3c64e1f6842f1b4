/**
 * The password forms' access to the common-password list of the shared
 * password rule. The list is a chunk of its own (a dynamic import in
 * #shared/password-policy.ts): a form starts loading it when it opens, and
 * its resolver waits for it, so the landing page and first load never pay
 * for it (decision 009). If it cannot load, the form still checks the rest
 * and the server, which always has the list, answers for it.
 */
import { useEffect } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { loadCommonPasswords } from '#shared/account/password-policy.ts';

const load = () => loadCommonPasswords().catch(() => undefined);

/** Starts loading the list as the form mounts. */
export function usePreloadCommonPasswords() {
  useEffect(() => {
    void load();
  }, []);
}

/** Wraps a form's resolver so it validates with the list loaded. */
export function withCommonPasswords<TValues extends FieldValues, TContext, TOutput>(
  resolver: Resolver<TValues, TContext, TOutput>,
): Resolver<TValues, TContext, TOutput> {
  return async (values, context, options) => {
    await load();
    return resolver(values, context, options);
  };
}
