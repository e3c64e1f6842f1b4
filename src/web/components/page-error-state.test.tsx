import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PageErrorState } from './page-error-state.tsx';

describe('PageErrorState', () => {
  it('announces the failed page with its title as the page heading, the message and Try again', async () => {
    const onRetry = vi.fn();
    render(<PageErrorState title="Could not load the form." message="Server down" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { level: 1, name: 'Could not load the form.' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Server down');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('keeps the place’s retry label, heading level and ways on after the retry', () => {
    render(
      <PageErrorState title="Failed to load conversation" headingLevel={2} retryLabel="Try Again" onRetry={() => {}}>
        <a href="/inbox">Back to inbox</a>
      </PageErrorState>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Failed to load conversation' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    const [retry, back] = [screen.getByRole('button', { name: 'Try Again' }), screen.getByRole('link', { name: 'Back to inbox' })];
    expect(retry).toHaveAttribute('type', 'button');
    expect(retry.compareDocumentPosition(back) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
