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
});
