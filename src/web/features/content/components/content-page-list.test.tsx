import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { ContentPageList, NO_CONTENT_TITLE } from './content-page-list.tsx';

const page = (slug: string, overrides: Record<string, unknown> = {}) => ({
  id: `00000000-0000-4000-8000-00000000000${slug.length % 10}`,
  slug,
  title: `Title ${slug}`,
  menuDescription: `About ${slug}`,
  isPublished: true,
  displayOrder: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('ContentPageList', () => {
  it('shows the empty state (and the action it is given) when there are no pages', () => {
    renderWithProviders(<ContentPageList pages={[]} emptyAction={<button type="button">Add Page</button>} />);
    expect(screen.getByRole('heading', { name: NO_CONTENT_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Page' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('links each page by slug with its menu description and marks drafts', () => {
    renderWithProviders(<ContentPageList pages={[page('guide'), page('draft-guide', { isPublished: false, menuDescription: null })]} />);
    expect(screen.getByRole('link', { name: /Title guide/ })).toHaveAttribute('href', '/learn/guide');
    expect(screen.getByText('About guide')).toBeInTheDocument();
    const draft = screen.getByRole('link', { name: /Title draft-guide/ });
    expect(draft).toHaveTextContent('Draft');
    expect(screen.getAllByText('Draft')).toHaveLength(1);
  });
});
