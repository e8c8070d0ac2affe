import {
  type CompleteReturn,
  isOnlinePayment,
  REFUND_METHOD_LABELS,
  RETURN_MESSAGES,
  type ReturnRequest,
} from '@attar/contracts';
import { useId } from 'react';
import { Field, TextField } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { formatMoney } from '@/lib/format-money';
import { expectedRefund, isCashOnDelivery } from '../return-labels';
import { NoteField } from './note-field';
import { DecisionDialog } from './decision-dialog';
import { useDecisionForm } from './use-decision-form';

const TRANSFER_METHODS = ['UPI', 'BANK_TRANSFER'] as const;

const DESTINATION_HINTS: Record<string, string> = {
  UPI: 'The UPI id the money was sent to, such as name@okbank.',
  BANK_TRANSFER: 'The bank account (number and IFSC) the money was sent to.',
};

/** APPROVED and received -> COMPLETED: a return is refunded, an exchange is closed. */
export function CompleteDialog({ request }: { request: ReturnRequest }) {
  const id = useId();
  const isReturn = request.type === 'RETURN';
  const byTransfer = isReturn && isCashOnDelivery(request);
  // Paid online: the server refunds through the gateway and names the refund's reference.
  const throughGateway = isReturn && isOnlinePayment(request.order.paymentMethod.method);
  const form = useDecisionForm(request.id, () => ({
    refundMethod: byTransfer ? (request.refundUpiId ? 'UPI' : '') : 'ORIGINAL_PAYMENT',
    refundDestination: byTransfer ? (request.refundUpiId ?? '') : '',
    refundReference: '',
    note: '',
    noteVisibleToCustomer: false as boolean,
  }));
  const { values, errors } = form;
  const received = request.receipt?.quantityReceived ?? 0;
  const amount = isReturn ? expectedRefund(request, received) : null;

  const onSubmit = () => {
    const note = values.note.trim() || null;
    const noteVisibleToCustomer = values.noteVisibleToCustomer;
    if (!isReturn) {
      void form.submit(
        { action: 'complete', body: { note, noteVisibleToCustomer } },
        'Exchange completed',
      );
      return;
    }
    const destination = values.refundDestination.trim();
    const reference = values.refundReference.trim();
    const body: CompleteReturn = byTransfer
      ? {
          refundMethod: values.refundMethod as CompleteReturn['refundMethod'],
          refundDestination: destination,
          refundReference: reference,
          note,
          noteVisibleToCustomer,
        }
      : {
          refundMethod: 'ORIGINAL_PAYMENT',
          refundReference: reference || null,
          note,
          noteVisibleToCustomer,
        };
    void form.submit(
      { action: 'complete', body },
      'Return completed',
      byTransfer
        ? {
            refundMethod: values.refundMethod ? undefined : RETURN_MESSAGES.codNeedsTransfer,
            refundDestination: destination ? undefined : RETURN_MESSAGES.refundDestinationRequired,
            refundReference: reference ? undefined : RETURN_MESSAGES.refundReferenceRequired,
          }
        : {},
    );
  };

  return (
    <DecisionDialog
      label="Complete"
      variant="primary"
      title={`Complete request #${request.id}?`}
      description={
        isReturn
          ? 'Record the refund. The item goes back into stock and the customer is told.'
          : 'Completing closes the request. The replacement ships through the exchange order.'
      }
      submitLabel="Complete"
      pendingLabel="Completing..."
      open={form.open}
      onOpenChange={form.setOpen}
      pending={form.pending}
      error={errors.message}
      onSubmit={onSubmit}
    >
      {isReturn ? (
        <div className="rounded-soft border border-rule bg-ivory px-3 py-2">
          <p>
            Refund:{' '}
            <span className="font-semibold">
              {amount === null ? 'computed by the server' : formatMoney(amount)}
            </span>
          </p>
          <p className="mt-0.5 text-xs text-stone">
            {amount === null
              ? 'What was paid for the units received; the order line is no longer available.'
              : `What was paid for ${received} of ${request.productData?.quantity ?? received} units, its share of any discount taken off and GST included.`}
          </p>
        </div>
      ) : null}
      {isReturn && !byTransfer ? (
        <>
          <p>
            Method: <span className="font-medium">{REFUND_METHOD_LABELS.ORIGINAL_PAYMENT}</span>{' '}
            <span className="text-stone">({request.order.paymentMethod.displayName})</span>
          </p>
          {throughGateway ? (
            <p className="text-stone">
              The refund goes back to the customer’s payment through the payment gateway; its
              reference is mailed to the customer and listed under Payments on the order.
            </p>
          ) : (
            <TextField
              id={`${id}-reference`}
              label="Refund reference (optional)"
              maxLength={80}
              value={values.refundReference}
              onChange={(event) => form.setValue('refundReference', event.target.value)}
              error={errors.fields.refundReference}
            />
          )}
        </>
      ) : null}
      {byTransfer ? (
        <>
          <p className="text-stone">{RETURN_MESSAGES.codNeedsTransfer}</p>
          <Field id={`${id}-method`} label="Refund method" error={errors.fields.refundMethod}>
            {(control) => (
              <Select
                {...control}
                className="w-full"
                required
                value={values.refundMethod}
                onChange={(event) => form.setValue('refundMethod', event.target.value)}
              >
                <option value="">Choose how the money was sent</option>
                {TRANSFER_METHODS.map((method) => (
                  <option key={method} value={method}>
                    {REFUND_METHOD_LABELS[method]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <TextField
            id={`${id}-destination`}
            label="Refund destination"
            required
            maxLength={80}
            hint={
              DESTINATION_HINTS[values.refundMethod] ??
              'The UPI id or bank account the money was sent to.'
            }
            value={values.refundDestination}
            onChange={(event) => form.setValue('refundDestination', event.target.value)}
            error={errors.fields.refundDestination}
          />
          <TextField
            id={`${id}-reference`}
            label="Transfer reference"
            required
            maxLength={80}
            hint="The UTR or transaction id of the transfer."
            value={values.refundReference}
            onChange={(event) => form.setValue('refundReference', event.target.value)}
            error={errors.fields.refundReference}
          />
        </>
      ) : null}
      <NoteField
        value={values.note}
        onChange={(note) => form.setValue('note', note)}
        error={errors.fields.note}
        visibility={{
          shown: values.noteVisibleToCustomer,
          onShownChange: (shown) => form.setValue('noteVisibleToCustomer', shown),
        }}
      />
    </DecisionDialog>
  );
}
