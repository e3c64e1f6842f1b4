import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { FunctionRunner } from './function-runner.tsx';

const functions = [
  { name: 'health-check', description: 'Runs one database round trip.', exampleBody: {} },
  { name: 'evaluate-flags', description: 'Evaluates every feature flag.', exampleBody: { roles: ['yes_staff'] } },
];

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      return new Response(JSON.stringify({ name: 'evaluate-flags', durationMs: 1, result: { flags: {} } }), { status: 200 });
    }
    return new Response(JSON.stringify({ functions }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const posts = () => fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST');

describe('FunctionRunner', () => {
  it('fills the body with the chosen function’s example and runs it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FunctionRunner />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Function' }), 'evaluate-flags');
    expect(screen.getByText('Evaluates every feature flag.')).toBeInTheDocument();
    const body = screen.getByRole('textbox', { name: 'Request body (JSON)' });
    expect(JSON.parse((body as HTMLTextAreaElement).value)).toEqual({ roles: ['yes_staff'] });
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText(/Status 200/)).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    expect(posts()[0]![0]).toBe('/api/admin/functions/evaluate-flags');
    expect(JSON.parse((posts()[0]![1] as RequestInit).body as string)).toEqual({ roles: ['yes_staff'] });
  });

  it('shows invalid JSON inline and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FunctionRunner />);
    const body = await screen.findByRole('textbox', { name: 'Request body (JSON)' });
    await user.clear(body);
    await user.click(body);
    await user.paste('{ "roles": [');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText(/^The body is not valid JSON/)).toBeInTheDocument();
    expect(body).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(0);
  });
});
