import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

function renderDeleteDialog(onConfirm: () => void | Promise<unknown>) {
  render(
    <ConfirmDialog
      title="Delete Kannauj Rose?"
      description="It leaves the store at once; you can restore it from Deleted products."
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      destructive
      onConfirm={onConfirm}
      trigger={<Button>Delete product</Button>}
    />,
  );
}

describe('ConfirmDialog', () => {
  it('asks first, starting on Cancel, and does nothing when cancelled', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderDeleteDialog(onConfirm);
    await user.click(screen.getByRole('button', { name: 'Delete product' }));

    const dialog = screen.getByRole('alertdialog', { name: 'Delete Kannauj Rose?' });
    expect(dialog).toHaveAccessibleDescription(
      'It leaves the store at once; you can restore it from Deleted products.',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete product' })).toHaveFocus();
  });

  it('closes on Escape without confirming', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderDeleteDialog(onConfirm);
    await user.click(screen.getByRole('button', { name: 'Delete product' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('waits for the action, showing it is under way, then closes', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderDeleteDialog(onConfirm);
    await user.click(screen.getByRole('button', { name: 'Delete product' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open when the action fails, so it can be tried again', async () => {
    const user = userEvent.setup();
    const onConfirm = vi
      .fn()
      .mockRejectedValueOnce(new Error('Delete failed'))
      .mockResolvedValueOnce(undefined);
    renderDeleteDialog(onConfirm);
    await user.click(screen.getByRole('button', { name: 'Delete product' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('can be opened by its caller (controlled), e.g. from a row action', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    function RowAction() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Deactivate Meera</Button>
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            title="Deactivate Meera Iyer?"
            confirmLabel="Deactivate"
            onConfirm={onConfirm}
          />
        </>
      );
    }
    render(<RowAction />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deactivate Meera' }));
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
