/**
 * POST /api/admin/functions/:name: runs one server function. Never throws:
 * the screen shows failures as answers too, with their status and time.
 */
import { useMutation } from '@tanstack/react-query';
import { AppError } from '#shared/app-error.ts';
import { apiPaths } from '#web/config/api-paths.ts';
import { api } from '#web/lib/api-client.ts';

export interface FunctionRunOutcome {
  name: string;
  ok: boolean;
  status: number;
  durationMs: number;
  body: unknown;
}

export async function runFunction({ name, body }: { name: string; body: Record<string, unknown> }): Promise<FunctionRunOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const answer = await api.post<unknown>(apiPaths.adminFunction(name), body);
    return { name, ok: true, status: 200, durationMs: elapsed(), body: answer };
  } catch (error) {
    const appError = error instanceof AppError ? error : new AppError('internal', error instanceof Error ? error.message : 'Request failed');
    return { name, ok: false, status: appError.status, durationMs: elapsed(), body: appError.toBody() };
  }
}

export function useRunFunction() {
  return useMutation({ mutationFn: runFunction });
}
