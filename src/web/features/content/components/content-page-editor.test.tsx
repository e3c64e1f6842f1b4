import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentPage } from '#shared/contracts/content.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { ContentPageEditor } from './content-page-editor.tsx';

// jsdom has no ResizeObserver; Radix's Switch measures itself with one.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeEach(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const existing: ContentPage = {
  id: '6f1c2b8e-1d2a-4c3b-9e8f-0a1b2c3d4e5f',
  slug: 'preparing-for-tryouts',
  title: 'Preparing for tryouts',
  menuDescription: 'Get ready',
  isPublished: true,
  displayOrder: 60,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  body: '## Before',
};

describe('ContentPageEditor', () => {
  it('suggests the slug from the title until the slug is edited', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContentPageEditor onSaved={() => {}} />);
    const title = screen.getByLabelText('Title');
    const slug = screen.getByLabelText('Slug');

    await user.type(title, "A Parent's Guide: Scholarships & Tryouts!");
    expect(slug).toHaveValue('a-parents-guide-scholarships-tryouts');

    await user.clear(slug);
    await user.type(slug, 'my-own-slug');
    await user.type(title, ' 2026');
    expect(slug).toHaveValue('my-own-slug');
  });

  it('keeps the slug of an existing page when its title changes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ContentPageEditor page={existing} onSaved={() => {}} />);
    await user.type(screen.getByLabelText('Title'), ' again');
    expect(screen.getByLabelText('Slug')).toHaveValue('preparing-for-tryouts');
    expect(screen.getByRole('switch', { name: 'Published' })).toBeChecked();
  });

  it('validates with the shared contract before calling the server', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<ContentPageEditor onSaved={() => {}} />);
    await user.type(screen.getByLabelText('Menu description'), 'm'.repeat(81));
    await user.clear(screen.getByLabelText('Display order'));
    await user.type(screen.getByLabelText('Display order'), '-3');
    await user.click(screen.getByRole('button', { name: 'Create Page' }));

    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Slug is required')).toBeInTheDocument();
    expect(screen.getByText('Menu description must be at most 80 characters')).toBeInTheDocument();
    expect(screen.getByText('Display order must be 0 or more')).toBeInTheDocument();
    expect(screen.getByLabelText('Display order')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Slug'));
    await user.type(screen.getByLabelText('Slug'), 'Not A Slug');
    expect(await screen.findByText('Use lowercase letters, numbers and single dashes')).toBeInTheDocument();
  });

  it('shows the live preview of the body and puts a server slug conflict on the slug field', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      json(409, { error: { code: 'conflict', message: 'Another page already uses this slug.', fields: { slug: 'This slug is already in use' } } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ContentPageEditor onSaved={onSaved} />);
    await user.type(screen.getByLabelText('Title'), 'Preparing for tryouts');
    await user.type(screen.getByLabelText('Body (Markdown)'), '## Warm up{enter}{enter}- Check your headset');
    expect(screen.getByRole('heading', { level: 2, name: 'Warm up' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Check your headset');

    await user.click(screen.getByRole('switch', { name: 'Published' }));
    await user.click(screen.getByRole('button', { name: 'Create Page' }));
    expect(await screen.findByText('This slug is already in use')).toBeInTheDocument();
    expect(screen.getByLabelText('Slug')).toHaveAttribute('aria-invalid', 'true');
    expect(onSaved).not.toHaveBeenCalled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/content-pages');
    expect(JSON.parse(String(init?.body))).toEqual({
      title: 'Preparing for tryouts',
      slug: 'preparing-for-tryouts',
      menuDescription: null,
      displayOrder: 0,
      isPublished: true,
      body: '## Warm up\n\n- Check your headset',
    });
  });

  it('saves changes to an existing page with PATCH and hands back the saved page', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json(200, { ...existing, title: 'Preparing for tryouts, updated' }));
    vi.stubGlobal('fetch', fetchMock);
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ContentPageEditor page={existing} onSaved={onSaved} />);
    await user.type(screen.getByLabelText('Title'), ', updated');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ title: 'Preparing for tryouts, updated' })));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/content-pages/${existing.id}`);
    expect(init?.method).toBe('PATCH');
  });
});
