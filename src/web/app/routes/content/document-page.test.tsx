import type { UseQueryResult } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '#shared/app-error.ts';
import { AuthContext, type AuthState } from '#web/lib/auth/auth-context.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { LEARN_KIND, NEWS_KIND } from './document-kinds.ts';
import { DocumentPage } from './document-page.tsx';

interface Doc {
  slug: string;
  title: string;
  isPublished: boolean;
  body: string;
}

const DOC: Doc = { slug: 'tryouts', title: 'Preparing for tryouts', isPublished: false, body: 'Warm up first.' };

const query = (state: Partial<UseQueryResult<Doc>>) =>
  ({ isPending: false, isError: false, error: null, data: undefined, refetch: vi.fn(), ...state }) as unknown as UseQueryResult<Doc>;

function renderPage(state: Partial<UseQueryResult<Doc>>, { staff = false, kind = LEARN_KIND } = {}) {
  const auth: AuthState = {
    user: null,
    profile: null,
    roles: staff ? [{ role: 'yes_staff', collegeId: null }] : [],
    flags: {},
    isSignedIn: staff,
    isLoading: false,
    error: null,
  };
  const q = query(state);
  renderWithProviders(
    <AuthContext.Provider value={auth}>
      <DocumentPage
        kind={kind}
        query={q}
        parts={(doc) => ({ summary: `About ${doc.title}`, byline: <p>By Ada</p>, deleteButton: <button type="button">Delete</button> })}
      />
    </AuthContext.Provider>,
  );
  return q;
}

describe('DocumentPage', () => {
  it('shows the loading state with the kind noun', () => {
    renderPage({ isPending: true });
    expect(screen.getByText('Loading page...')).toBeInTheDocument();
  });

  it('shows the not-found panel with the link to the list', () => {
    renderPage({ isError: true, error: new AppError('not_found', 'Not found') }, { kind: NEWS_KIND });
    expect(screen.getByRole('heading', { name: 'Article not found' })).toBeInTheDocument();
    expect(screen.getByText('This news article does not exist, or it is not published yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/news');
  });

  it('shows the load error with a back link and retries', async () => {
    const q = renderPage({ isError: true, error: new AppError('internal', 'Boom') });
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading page');
    expect(screen.getByRole('link', { name: 'All content' })).toHaveAttribute('href', '/learn');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(q.refetch).toHaveBeenCalledOnce();
  });

  it('shows a draft with its parts, and Edit and Delete to staff only', () => {
    renderPage({ data: DOC }, { staff: true });
    expect(screen.getByText('Draft: visible only to platform staff')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Preparing for tryouts' })).toBeInTheDocument();
    expect(screen.getByText('About Preparing for tryouts')).toBeInTheDocument();
    expect(screen.getByText('By Ada')).toBeInTheDocument();
    expect(screen.getByText('Warm up first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/learn/tryouts/edit');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('hides the staff actions from everyone else', () => {
    renderPage({ data: { ...DOC, isPublished: true } });
    expect(screen.queryByText('Draft: visible only to platform staff')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
