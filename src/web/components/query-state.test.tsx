import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState, ErrorState, LoadingState, QueryState, RetryButton, type QueryStateProps } from './query-state.tsx';

type Query = QueryStateProps<string[]>['query'];
const query = (state: Partial<Query>): Query => ({ isPending: false, isError: false, error: null, data: undefined, refetch: vi.fn(), ...state }) as Query;

function renderState(q: Query, layout?: 'panel' | 'inline') {
  render(
    <QueryState query={q} loading="Loading teams..." errorTitle="Could not load your teams." empty="No teams yet." isEmpty={(teams) => teams.length === 0} layout={layout}>
      {(teams) => <ul aria-label="Teams">{teams.map((team) => <li key={team}>{team}</li>)}</ul>}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('says it is loading', () => {
    renderState(query({ isPending: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading teams...');
  });

  it('shows the error with its message and retries with Try again', async () => {
    const q = query({ isError: true, error: new Error('Server down') });
    renderState(q);
    expect(screen.getByRole('heading', { name: 'Could not load your teams.' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Server down');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(q.refetch).toHaveBeenCalledOnce();
  });

  it('puts the inline error on one line', () => {
    renderState(query({ isError: true, error: new Error('Server down') }), 'inline');
    expect(screen.getByRole('alert')).toHaveTextContent(/^Could not load your teams\. Server downTry again$/);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('shows the empty state, then the data', () => {
    renderState(query({ data: [] }));
    expect(screen.getByText('No teams yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('hands the data to its children', () => {
    renderState(query({ data: ['Nova', 'Pulse'] }));
    expect(screen.getByRole('list', { name: 'Teams' })).toHaveTextContent('NovaPulse');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the pieces', () => {
  it('give a page-wide error panel a level-2 heading', () => {
    render(<ErrorState headingLevel={2} title="Could not load the board." error={{ message: 'Oops' }} onRetry={() => {}} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Could not load the board.' })).toBeInTheDocument();
  });

  it('keep the caller’s retry label and content', async () => {
    const onRetry = vi.fn();
    render(
      <>
        <LoadingState layout="inline">Loading points...</LoadingState>
        <ErrorState title="Could not load points." error={{ message: 'Oops' }} retryLabel="Try Again" onRetry={onRetry} />
        <EmptyState>Nothing here.</EmptyState>
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading points...');
    // Never a submit button, even when the state stands inside a form.
    expect(screen.getByRole('button', { name: 'Try Again' })).toHaveAttribute('type', 'button');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByText('Nothing here.')).toBeInTheDocument();
  });
});

describe('the retry looks', () => {
  it('put a link-style Try again at the end of the inline error’s line', async () => {
    const onRetry = vi.fn();
    render(<ErrorState layout="inline" retryLook="link" error={{ message: 'Your team invitations could not be loaded.' }} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.tagName).toBe('P');
    expect(alert).toHaveTextContent(/^Your team invitations could not be loaded\. Try again$/);
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveAttribute('data-slot', 'button');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('give the embedded widget a plain button, outside the design system', async () => {
    const onRetry = vi.fn();
    render(<ErrorState layout="inline" retryLook="plain" title="Could not load this." error={{ message: 'Oops' }} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Could not load this\. OopsTry again$/);
    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry).toHaveAttribute('type', 'button');
    expect(retry).not.toHaveAttribute('data-slot');
    await userEvent.setup().click(retry);
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('serve a retry outside an error block, never as a submit button', async () => {
    const onRetry = vi.fn();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <RetryButton label="Try Again" size="sm" onRetry={onRetry} />
      </form>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
