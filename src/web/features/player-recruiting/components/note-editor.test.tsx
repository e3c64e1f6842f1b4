import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NoteButton, NoteEditor } from './note-editor.tsx';

describe('NoteEditor', () => {
  it('edits the note, saves and cancels; Save note waits while pending', async () => {
    const user = userEvent.setup();
    const onNoteChange = vi.fn();
    const onSave = vi.fn();
    const onCancel = vi.fn();
    const { rerender } = render(<NoteEditor note="" onNoteChange={onNoteChange} isPending={false} onSave={onSave} onCancel={onCancel} alert={<p role="alert">Too long</p>} />);
    await user.type(screen.getByLabelText('Note'), 'x');
    expect(onNoteChange).toHaveBeenCalledWith('x');
    expect(screen.getByRole('alert')).toHaveTextContent('Too long');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSave).toHaveBeenCalledOnce();
    expect(onCancel).toHaveBeenCalledOnce();
    rerender(<NoteEditor note="" onNoteChange={onNoteChange} isPending onSave={onSave} onCancel={onCancel} />);
    expect(screen.getByRole('button', { name: 'Save note' })).toBeDisabled();
  });

  it('NoteButton says Add or Edit and names its card', () => {
    const { rerender } = render(<NoteButton name="Ohio State" hasNote={false} onClick={() => {}} />);
    expect(screen.getByRole('button', { name: 'Add note, Ohio State' })).toHaveTextContent('Add note');
    rerender(<NoteButton name="Ohio State" hasNote onClick={() => {}} />);
    expect(screen.getByRole('button', { name: 'Edit note, Ohio State' })).toHaveTextContent('Edit note');
  });
});
