import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { EditDialog } from './edit-dialog.tsx';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <EditDialog name="Pat Doe" description="Their role and title." open={open} onOpenChange={setOpen}>
      <p>The form</p>
    </EditDialog>
  );
}

describe('EditDialog', () => {
  it('opens from its "Edit <name>" button into a dialog titled and described for that name', async () => {
    render(<Harness />);
    expect(screen.queryByText('The form')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit Pat Doe' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Pat Doe' });
    expect(dialog).toHaveAccessibleDescription('Their role and title.');
    expect(dialog).toHaveTextContent('The form');
  });
});
