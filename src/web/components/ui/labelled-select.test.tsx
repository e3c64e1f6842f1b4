import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LabelledSelect } from './labelled-select.tsx';

describe('LabelledSelect', () => {
  it('is named by its label and hands back the chosen value', async () => {
    const onChange = vi.fn();
    render(
      <LabelledSelect id="game" label="Game" value="" onChange={onChange}>
        <option value="">Any game</option>
        <option value="valorant">Valorant</option>
      </LabelledSelect>,
    );
    const select = screen.getByRole('combobox', { name: 'Game' });
    expect(select).toHaveValue('');
    await userEvent.setup().selectOptions(select, 'Valorant');
    expect(onChange).toHaveBeenCalledWith('valorant');
  });

  it('can be disabled and described by a hint it shows under it', () => {
    render(
      <LabelledSelect
        id="overlap"
        label="Overlap"
        value=""
        onChange={() => {}}
        disabled
        describedBy="overlap-hint"
        hint={<p id="overlap-hint">Set your times first.</p>}
      >
        <option value="">Any</option>
      </LabelledSelect>,
    );
    const select = screen.getByRole('combobox', { name: 'Overlap' });
    expect(select).toBeDisabled();
    expect(select).toHaveAccessibleDescription('Set your times first.');
  });
});
