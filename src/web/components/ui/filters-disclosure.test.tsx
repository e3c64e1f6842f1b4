import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FiltersDisclosure } from './filters-disclosure.tsx';

describe('FiltersDisclosure', () => {
  it('folds the filters on phones until the button opens them, and says how many are on', async () => {
    render(
      <FiltersDisclosure activeCount={2}>
        <label>
          Game <input />
        </label>
      </FiltersDisclosure>,
    );
    const button = screen.getByRole('button', { name: 'Filters (2)' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    // Hidden below `sm`, always shown from `sm` up (the class carries both).
    expect(panel).toHaveClass('hidden', 'sm:block');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toHaveClass('hidden');
    expect(screen.getByLabelText('Game')).toBeInTheDocument();
  });

  it('names the button plainly when no filter is on', () => {
    render(<FiltersDisclosure activeCount={0}>filters</FiltersDisclosure>);
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });
});
