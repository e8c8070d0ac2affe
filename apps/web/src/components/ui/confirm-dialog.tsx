import { type ReactNode, useRef, useState } from 'react';
import { Button } from './button';
import { Dialog, DialogContent, DialogTrigger } from './dialog';

export interface ConfirmDialogProps {
  title: string;
  /** What will happen, in a sentence or two. */
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Shown on the confirm button while `onConfirm`'s promise is pending. */
  pendingLabel?: string;
  /** A red confirm button, for what cannot be undone (delete, deactivate). */
  destructive?: boolean;
  /**
   * Runs on confirm. When it returns a promise the dialog stays open, both buttons disabled,
   * until it settles: it closes on success and stays open on failure (the caller tells why).
   */
  onConfirm: () => void | Promise<unknown>;
  /** Opens the dialog when pressed (uncontrolled use). */
  trigger?: ReactNode;
  /** Controlled use: whether the dialog is open, and what to do when it asks to change. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * "Are you sure?" before an admin action: an alert dialog that starts on Cancel, so Enter never
 * confirms by accident, and that a click outside does not dismiss.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  pendingLabel,
  destructive = false,
  onConfirm,
  trigger,
  open: openProp,
  onOpenChange,
}: ConfirmDialogProps) {
  const [openState, setOpenState] = useState(false);
  const [pending, setPending] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const open = openProp ?? openState;

  const setOpen = (next: boolean) => {
    if (pending && !next) return; // the action decides when a pending dialog closes
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };

  const confirm = async () => {
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      setOpen(false);
      return;
    }
    setPending(true);
    try {
      await result;
    } catch {
      setPending(false);
      return;
    }
    setPending(false);
    if (openProp === undefined) setOpenState(false);
    onOpenChange?.(false);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        role="alertdialog"
        size="sm"
        hideClose
        title={title}
        description={description}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          cancelRef.current?.focus();
        }}
        onInteractOutside={(event) => event.preventDefault()}
        footer={
          <>
            <Button
              ref={cancelRef}
              variant="ghost"
              disabled={pending}
              onClick={() => setOpen(false)}
            >
              {cancelLabel}
            </Button>
            <Button
              variant={destructive ? 'danger' : 'primary'}
              disabled={pending}
              onClick={() => void confirm()}
            >
              {pending ? (pendingLabel ?? `${confirmLabel}...`) : confirmLabel}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
