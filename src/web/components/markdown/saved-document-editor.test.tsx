import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { toast } from '#web/lib/toast.ts';
import { SavedDocumentEditor, type SavedDocumentTexts } from './saved-document-editor.tsx';

vi.mock('#web/lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

// jsdom has no ResizeObserver; Radix's Switch measures itself with one.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeEach(() => vi.stubGlobal('ResizeObserver', NoopResizeObserver));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const schema = z.object({ title: z.string().min(1), slug: z.string().min(1), isPublished: z.boolean(), body: z.string() });
type Doc = { id: string; slug: string };
const TEXTS: SavedDocumentTexts = {
  createLabel: 'Create Thing',
  created: 'Thing created',
  updated: 'Thing updated',
  createFailed: 'Error creating thing',
  updateFailed: 'Error updating thing',
  failureDescription: (_error, updating) => (updating ? 'update failed' : 'create failed'),
};

function renderEditor(document?: Doc, { create = vi.fn(), update = vi.fn(), onSaved = vi.fn() } = {}) {
  renderWithProviders(
    <SavedDocumentEditor
      document={document}
      schema={schema}
      defaultValues={{ title: document ? 'Old' : '', slug: document?.slug ?? '', isPublished: false, body: '' }}
      extraFields={[]}
      slugPrefix="/things/"
      publishedDescription="Published things are public."
      cancelHref={document ? `/things/${document.slug}` : '/things'}
      texts={TEXTS}
      create={create}
      update={update}
      onSaved={onSaved}
    />,
  );
  return { create, update, onSaved };
}

describe('SavedDocumentEditor', () => {
  it('creates a new document, says so and hands it back', async () => {
    const saved = { id: 'd1', slug: 'new-thing' };
    const { create, update, onSaved } = renderEditor(undefined, { create: vi.fn(async () => saved) });
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/things');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'New thing');
    await user.click(screen.getByRole('button', { name: 'Create Thing' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(create).toHaveBeenCalledWith({ title: 'New thing', slug: 'new-thing', isPublished: false, body: '' });
    expect(update).not.toHaveBeenCalled();
    expect(toast.success).toHaveBeenCalledWith('Thing created');
  });

  it('updates an existing document by id and keeps its slug', async () => {
    const doc = { id: 'd2', slug: 'old-thing' };
    const { update, onSaved } = renderEditor(doc, { update: vi.fn(async () => doc) });
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/things/old-thing');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'er');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(doc));
    expect(update).toHaveBeenCalledWith('d2', { title: 'Older', slug: 'old-thing', isPublished: false, body: '' });
    expect(toast.success).toHaveBeenCalledWith('Thing updated');
  });

  it('shows the failure toast of the operation and does not hand anything back', async () => {
    const { onSaved } = renderEditor({ id: 'd3', slug: 'x' }, { update: vi.fn(async () => Promise.reject(new Error('nope'))) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Error updating thing', { description: 'update failed' }));
    expect(onSaved).not.toHaveBeenCalled();
  });
});
