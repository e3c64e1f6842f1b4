import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { failedChunkUrl, isChunkLoadError, lazyRoute } from './lazy-route.ts';
import { RouteError } from './routes/route-error.tsx';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/page-abc.js');

function Page() {
  return <h1>The page</h1>;
}

function renderLazy(load: () => Promise<Record<string, unknown>>) {
  const router = createMemoryRouter([
    { path: '/', ErrorBoundary: RouteError, HydrateFallback: () => null, children: [{ index: true, lazy: lazyRoute(load, 'Page') }] },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe('isChunkLoadError', () => {
  it('recognises the browsers’ chunk failures and nothing else', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new Error('x is not a function'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('failedChunkUrl (issue 10.14: a retry must not reuse the failed URL)', () => {
  it('names the chunk of a Chromium or Firefox failure, without a previous retry query', () => {
    expect(failedChunkUrl(chunkError())).toBe('http://localhost/assets/page-abc.js');
    expect(failedChunkUrl(new TypeError('error loading dynamically imported module: https://x.test/assets/a-1.js?retry=2'))).toBe(
      'https://x.test/assets/a-1.js',
    );
    expect(failedChunkUrl(new TypeError('Importing a module script failed.'))).toBeNull();
    expect(failedChunkUrl(new Error('boom at http://localhost/assets/page-abc.js'))).toBeNull();
  });
});

describe('lazyRoute', () => {
  it('renders the named export when the module loads', async () => {
    renderLazy(async () => ({ Page }));
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
  });

  it('a chunk failure retries once after 1 second and shows the page when the retry works', async () => {
    const load = vi.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce({ Page });
    renderLazy(load);
    expect(await screen.findByText('Retrying to load content...')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'The page' }, { timeout: 3000 })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('two chunk failures show the panel; Retry (1/3) loads the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn().mockRejectedValueOnce(chunkError()).mockRejectedValueOnce(chunkError()).mockResolvedValue({ Page });
    renderLazy(load);
    expect(await screen.findByRole('heading', { name: 'Content Loading Error' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Failed to load page content. This may be due to a network issue.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry (1/3)' }));
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('failed manual retries count up to the maximum, then Retry is disabled', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn().mockRejectedValue(chunkError());
    renderLazy(load);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry (1/3)' }, { timeout: 3000 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Retry (2/3)' }));
    expect(await screen.findByRole('button', { name: 'Retry (3/3)' })).toBeDisabled();
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('a non-chunk error shows the panel at once with the section text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn().mockRejectedValue(new Error('boom in module'));
    renderLazy(load);
    expect(await screen.findByText('An error occurred while loading this section.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Content Loading Error' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
