import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TEAM_TEXTS } from '#shared/contracts/teams.ts';
import { renderWithProviders } from '#web/test/render-with-providers.tsx';
import { AttendanceForm } from './attendance-form.tsx';

function setup({ isLoading = false, mine = null }: { isLoading?: boolean; mine?: Parameters<typeof AttendanceForm>[0]['mine'] } = {}) {
  const onSubmit = vi.fn(async () => undefined);
  renderWithProviders(<AttendanceForm mine={mine} isLoading={isLoading} onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup(), select: screen.getByRole('combobox', { name: 'Your attendance' }) };
}

// Radix and DayPicker render slowly in jsdom when the whole suite runs at once.
describe('AttendanceForm (spec 2.5, 5)', { timeout: 20_000 }, () => {
  it('offers Attending, Maybe Attending and Not Attending, and cannot be submitted without a status', async () => {
    const { select } = setup();
    const options = Array.from((select as HTMLSelectElement).options).filter((option) => option.value);
    expect(options.map((option) => option.textContent)).toEqual(['Attending', 'Maybe Attending', 'Not Attending']);
    expect(screen.getByRole('button', { name: 'Submit Attendance' })).toBeDisabled();
  });

  it('is disabled while the dialog loads, even with a status', async () => {
    setup({ isLoading: true, mine: { status: 'attending', notes: null } });
    expect(screen.getByRole('button', { name: 'Update Attendance' })).toBeDisabled();
  });

  it('shows no notes field for attending and sends notes as null', async () => {
    const { onSubmit, user, select } = setup();
    await user.selectOptions(select, 'attending');
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit Attendance' }));
    expect(onSubmit).toHaveBeenCalledWith({ status: 'attending', notes: null });
  });

  it('asks for an optional note for maybe', async () => {
    const { onSubmit, user, select } = setup();
    await user.selectOptions(select, 'maybe');
    const notes = screen.getByRole('textbox', { name: 'Additional notes (optional)' });
    expect(notes).not.toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Submit Attendance' }));
    expect(onSubmit).toHaveBeenCalledWith({ status: 'maybe', notes: null });
    await user.type(notes, '  Might be late  ');
    await user.click(screen.getByRole('button', { name: 'Submit Attendance' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ status: 'maybe', notes: 'Might be late' });
  });

  it('requires a reason for not attending, with its label and placeholder', async () => {
    const { onSubmit, user, select } = setup();
    await user.selectOptions(select, 'not_attending');
    const reason = screen.getByRole('textbox', { name: 'Reason for not attending' });
    expect(reason).toBeRequired();
    expect(reason).toHaveAttribute('placeholder', "Please let us know why you can't attend...");
    await user.type(reason, '   ');
    await user.click(screen.getByRole('button', { name: 'Submit Attendance' }));
    expect(await screen.findByText(TEAM_TEXTS.reasonRequired)).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(reason, 'Exam that evening');
    await user.click(screen.getByRole('button', { name: 'Submit Attendance' }));
    expect(onSubmit).toHaveBeenCalledWith({ status: 'not_attending', notes: 'Exam that evening' });
  });

  it('starts from the saved answer', () => {
    setup({ mine: { status: 'not_attending', notes: 'Travelling' } });
    expect(screen.getByRole('combobox', { name: 'Your attendance' })).toHaveValue('not_attending');
    expect(screen.getByRole('textbox', { name: 'Reason for not attending' })).toHaveValue('Travelling');
    expect(screen.getByRole('button', { name: 'Update Attendance' })).toBeEnabled();
  });

  it('refuses a tag start in the notes with the server\'s message (docs/decisions/053), and sends "<3" as text', async () => {
    const { onSubmit, user, select } = setup();
    await user.selectOptions(select, 'maybe');
    const notes = screen.getByRole('textbox', { name: 'Additional notes (optional)' });
    await user.type(notes, 'Late <img src=x onerror=alert(1)');
    await user.click(screen.getByRole('button', { name: 'Submit Attendance' }));
    expect(await screen.findByText('Notes must be plain text (no HTML tags)')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(notes);
    await user.type(notes, 'Late, sorry <3');
    await user.click(screen.getByRole('button', { name: 'Submit Attendance' }));
    expect(onSubmit).toHaveBeenCalledWith({ status: 'maybe', notes: 'Late, sorry <3' });
  });
});
