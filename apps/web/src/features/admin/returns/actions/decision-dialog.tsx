import { type FormEvent, type ReactNode, useId } from 'react';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';

interface DecisionDialogProps {
  /** The button that opens the dialog. */
  label: string;
  variant?: ButtonVariant;
  title: string;
  description?: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  destructive?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  /** The server's answer that belongs to no field. */
  error: string | null;
  onSubmit: () => void;
  children?: ReactNode;
}

/**
 * A decision on a request in a dialog: its fields, the server's refusal if any, Cancel and the
 * decision. Enter in a field submits; both buttons wait while the call is out.
 */
export function DecisionDialog({
  label,
  variant = 'outline',
  title,
  description,
  submitLabel,
  pendingLabel,
  destructive = false,
  open,
  onOpenChange,
  pending,
  error,
  onSubmit,
  children,
}: DecisionDialogProps) {
  const formId = useId();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant={variant}>{label}</Button>
      </DialogTrigger>
      <DialogContent
        title={title}
        description={description}
        onInteractOutside={(event) => event.preventDefault()}
        footer={
          <>
            <Button variant="ghost" disabled={pending} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button
              type="submit"
              form={formId}
              variant={destructive ? 'danger' : 'primary'}
              disabled={pending}
            >
              {pending ? pendingLabel : submitLabel}
            </Button>
          </>
        }
      >
        <form id={formId} noValidate onSubmit={handleSubmit} className="grid gap-4">
          {children}
          {error ? (
            <p
              role="alert"
              className="rounded-soft border border-danger/40 bg-danger/5 px-3 py-2 text-danger"
            >
              {error}
            </p>
          ) : null}
        </form>
      </DialogContent>
    </Dialog>
  );
}
