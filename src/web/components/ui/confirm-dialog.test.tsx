import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  render(
    <ConfirmDialog
      trigger={<Button>Remove</Button>}
      title="Remove Alex?"
      description="Alex leaves the team."
      confirmLabel="Remove"
      pendingText="Removing..."
      onConfirm={async () => true}
      {...props}
    />,
  );
  return userEvent.setup();
}

describe('ConfirmDialog', () => {
  it('opens from its trigger with focus on Cancel, and Cancel closes it without acting', async () => {
    const onConfirm = vi.fn(async () => true);
    const user = renderDialog({ onConfirm });
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Alex?' });
    expect(dialog).toHaveTextContent('Alex leaves the team.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('stays open and blocks closing while the action runs, then closes and calls onDone', async () => {
    let finish: (ok: boolean) => void = () => {};
    const onDone = vi.fn();
    const user = renderDialog({ onConfirm: () => new Promise<boolean>((resolve) => (finish = resolve)), onDone });
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('button', { name: 'Removing...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    finish(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(screen.getByRole('button', { name: 'Remove' })).not.toHaveFocus();
  });

  it('stays open when the action did not work', async () => {
    const user = renderDialog({ onConfirm: async () => false });
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('button', { name: 'Remove' })).toBeEnabled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('follows the caller’s isPending and shows extra content', async () => {
    const props = { trigger: <Button>Remove</Button>, title: 'Remove Alex?', description: 'Alex leaves the team.', confirmLabel: 'Remove', pendingText: 'Removing...', onConfirm: () => {} };
    const { rerender } = render(<ConfirmDialog {...props} isPending={false} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove' }));
    rerender(
      <ConfirmDialog {...props} isPending>
        <p>Could not remove Alex.</p>
      </ConfirmDialog>,
    );
    expect(screen.getByRole('button', { name: 'Removing...' })).toBeDisabled();
    expect(screen.getByText('Could not remove Alex.')).toBeInTheDocument();
  });

  it('gives focus back to the trigger after success only when asked', async () => {
    const user = renderDialog({ refocusTriggerAfterDone: true });
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus());
  });

  it('is opened and closed by the caller when controlled, with its own cancel label', async () => {
    const onProceed = vi.fn();
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          title="Leave the builder?"
          description="Unsaved changes are lost."
          cancelLabel="Stay"
          confirmLabel="Leave without saving"
          destructive={false}
          onConfirm={onProceed}
        />
      );
    }
    render(<Controlled />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Leave without saving' }));
    expect(onProceed).toHaveBeenCalledOnce();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
