import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { factorPoints, ScoreExplanationDialog, type ScoreExplanationDialogProps } from './score-explanation-dialog.tsx';

const PROPS: ScoreExplanationDialogProps = {
  score: 72,
  band: 'high',
  confidence: { level: 'medium', value: 0.806 },
  factors: [
    { key: 'skill', label: 'Skill', weight: 30, value: 0.9, evidence: 'Diamond 2 vs target Ascendant 1' },
    { key: 'role', label: 'Role', weight: 15, value: null, evidence: '' },
  ],
  subject: 'Valorant · Varsity',
  heading: 'Your match with Valorant · Varsity',
  hints: [{ key: 'role', label: 'Role', hint: <a href="/p/nova">Add your roles</a> }],
};

async function open(props: Partial<ScoreExplanationDialogProps> = {}) {
  render(<ScoreExplanationDialog {...PROPS} {...props} />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Why 72%? Valorant · Varsity' }));
  return screen.getByRole('dialog');
}

describe('factorPoints', () => {
  it('counts an unknown factor half its weight and keeps one decimal', () => {
    expect(factorPoints({ weight: 30, value: 0.9 })).toBe('27 of 30 points');
    expect(factorPoints({ weight: 15, value: null })).toBe('7.5 of 15 points');
  });
});

describe('ScoreExplanationDialog', () => {
  it('explains each factor with its points, weight, unknown mark and evidence', async () => {
    const dialog = await open();
    expect(within(dialog).getByRole('heading', { name: 'Your match with Valorant · Varsity: 72% High' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Medium confidence: 81% of the weight rests on facts we know. Unknown facts count half.');
    const factors = within(dialog).getAllByRole('listitem').slice(0, 2);
    expect(factors[0]).toHaveTextContent('Skill27 of 30 points · weight 30Diamond 2 vs target Ascendant 1');
    expect(factors[1]).toHaveTextContent('Role7.5 of 15 points · weight 15 · unknown');
    expect(within(factors[1]!).queryByRole('paragraph')).toBeNull();
  });

  it('lists the hints for unknown factors, and no caps when there are none', async () => {
    const dialog = await open();
    expect(within(dialog).getByRole('heading', { name: 'Unknown: how to fill it in' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Add your roles' })).toHaveAttribute('href', '/p/nova');
    expect(within(dialog).queryByText(/Capped at/)).toBeNull();
  });

  it('shows the caps with their reasons and leaves out an empty hint list', async () => {
    const dialog = await open({ caps: { limit: 49, reasons: ['Your rank is below the minimum'] }, hints: [] });
    expect(within(dialog).getByRole('heading', { name: 'Capped at 49' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Your rank is below the minimum');
    expect(within(dialog).queryByText('Unknown: how to fill it in')).toBeNull();
  });
});
