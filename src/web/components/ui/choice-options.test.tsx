import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChoiceOptions } from './choice-options.tsx';

describe('ChoiceOptions', () => {
  it('lists each value with its label, the value itself when it has none', () => {
    render(
      <select aria-label="Level" defaultValue="">
        <ChoiceOptions values={['varsity', 'jv']} labels={{ varsity: 'Varsity' }} emptyLabel="Not set" />
      </select>,
    );
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Not set', 'Varsity', 'jv']);
    expect(options[0]).toHaveValue('');
    expect(options[0]).toBeEnabled();
  });

  it('starts with a disabled placeholder asking for a choice', () => {
    render(
      <select aria-label="Game" defaultValue="">
        <ChoiceOptions values={['valorant']} labels={{ valorant: 'Valorant' }} placeholder="Choose a game" />
      </select>,
    );
    const placeholder = screen.getByRole('option', { name: 'Choose a game' });
    expect(placeholder).toBeDisabled();
    expect(placeholder).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Game' })).toHaveValue('');
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });
});
