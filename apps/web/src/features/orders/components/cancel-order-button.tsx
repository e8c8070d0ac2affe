import {
  CANCEL_DETAILS_MAX_LENGTH,
  CANCELLABLE_STATUSES,
  CUSTOMER_CANCEL_REASON_LABELS,
  CUSTOMER_CANCEL_REASONS,
  type CustomerCancelReason,
  type Order,
} from '@attar/contracts';
import { useId, useState } from 'react';
import { useCancelMyOrder } from '@/api/orders';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';

/**
 * "Cancel order" for one of the shopper's orders that has not shipped: a dialog asks why, then
 * cancels it (docs/product.md, "Cancelling an order"). The server checks again, and its refusal
 * (shipped meanwhile) shows in the dialog.
 */
export function CancelOrderButton({ order, className }: { order: Order; className?: string }) {
  const [open, setOpen] = useState(false);
  if (!CANCELLABLE_STATUSES.includes(order.status)) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          className={className}
          aria-label={`Cancel order ${order.orderNumber}`}
        >
          Cancel order
        </Button>
      </DialogTrigger>
      {open ? <CancelOrderDialog order={order} onDone={() => setOpen(false)} /> : null}
    </Dialog>
  );
}

function CancelOrderDialog({ order, onDone }: { order: Order; onDone: () => void }) {
  const id = useId();
  const cancel = useCancelMyOrder(order.id);
  const [reason, setReason] = useState<CustomerCancelReason | null>(null);
  const [details, setDetails] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const paidOnline = order.paymentStatus === 'PAID';

  const submit = () => {
    if (!reason) {
      setProblem('Choose why you are cancelling.');
      return;
    }
    if (reason === 'OTHER' && !details.trim()) {
      setProblem('Tell us in a few words why you are cancelling.');
      return;
    }
    setProblem(null);
    cancel.mutate(
      { reason, details: details.trim() || null },
      {
        onSuccess: () => {
          toast.success('Order cancelled', {
            description: paidOnline
              ? 'Your refund is on its way to the same payment method; a mail has the details.'
              : 'A mail confirms it.',
          });
          onDone();
        },
        onError: (error) => setProblem(errorMessage(error, 'The order could not be cancelled.')),
      },
    );
  };

  return (
    <DialogContent
      title={`Cancel order ${order.orderNumber}?`}
      description={
        paidOnline
          ? 'It has not shipped yet. What you paid goes back to the same payment method.'
          : 'It has not shipped yet, and nothing more is asked of you.'
      }
      footer={
        <>
          <Button variant="outline" onClick={onDone} disabled={cancel.isPending}>
            Keep the order
          </Button>
          <Button onClick={submit} disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling...' : 'Cancel order'}
          </Button>
        </>
      }
    >
      <fieldset className="space-y-1">
        <legend className="mb-1 text-sm font-medium text-ink">Why are you cancelling?</legend>
        {CUSTOMER_CANCEL_REASONS.map((option) => (
          <label key={option} className="flex min-h-11 items-center gap-3 text-sm text-ink">
            <input
              type="radio"
              name={`${id}-reason`}
              value={option}
              className="size-5 accent-gold-deep"
              checked={reason === option}
              onChange={() => setReason(option)}
            />
            {CUSTOMER_CANCEL_REASON_LABELS[option]}
          </label>
        ))}
      </fieldset>
      <Field
        id={`${id}-details`}
        label={reason === 'OTHER' ? 'Tell us more' : 'Tell us more (optional)'}
        className="mt-3"
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={CANCEL_DETAILS_MAX_LENGTH}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
          />
        )}
      </Field>
      {problem ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {problem}
        </p>
      ) : null}
    </DialogContent>
  );
}
