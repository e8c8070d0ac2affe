import {
  type EligibleOrderItem,
  RETURN_COMMENT_MAX_LENGTH,
  RETURN_MESSAGES,
  RETURN_REASONS,
  type ReturnReason,
} from '@attar/contracts';
import type { Dispatch } from 'react';
import { Field, TextField } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import {
  type DraftAction,
  isCashOnDelivery,
  needsSealConfirmation,
  type ReturnRequestDraft,
} from '@/features/returns/return-request-draft';
import { ExchangeOptionPicker } from './exchange-option-picker';

interface RequestDetailsFieldsProps {
  draft: ReturnRequestDraft & { order: NonNullable<ReturnRequestDraft['order']> };
  /** The chosen line of the order. */
  item: EligibleOrderItem;
  dispatch: Dispatch<DraftAction>;
}

/** What the chosen product needs: the reason, the seal, the replacement, the refund's UPI id, a comment. */
export function RequestDetailsFields({ draft, item, dispatch }: RequestDetailsFieldsProps) {
  const isExchange = draft.type === 'EXCHANGE';
  const edit = (field: 'comment' | 'exchangeSize' | 'refundUpiId') => (value: string) =>
    dispatch({ kind: 'edit', field, value });

  return (
    <div className="space-y-5 border-t border-rule pt-5">
      <Field id="return-reason" label={isExchange ? 'Reason for exchange' : 'Reason for return'}>
        {(control) => (
          <Select
            {...control}
            aria-required="true"
            className="w-full"
            value={draft.reason}
            onChange={(event) =>
              dispatch({ kind: 'chooseReason', reason: event.target.value as ReturnReason | '' })
            }
          >
            <option value="">Select a reason</option>
            {RETURN_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {reason}
              </option>
            ))}
          </Select>
        )}
      </Field>

      {needsSealConfirmation(item, draft.reason) ? (
        <div className="rounded-card border border-gold/60 bg-gold-soft/30 p-4">
          <label className="flex min-h-11 cursor-pointer items-start gap-3">
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-gold-deep"
              checked={draft.unopenedSealed}
              aria-required="true"
              aria-describedby="return-sealed-hint"
              onChange={(event) => dispatch({ kind: 'confirmSealed', value: event.target.checked })}
            />
            <span className="font-medium text-ink">
              I confirm the product is unopened and sealed (required)
            </span>
          </label>
          <p id="return-sealed-hint" className="mt-1 pl-8 text-xs text-stone">
            {RETURN_MESSAGES.sealedRequired}
          </p>
        </div>
      ) : null}

      {isExchange ? (
        <ExchangeOptionPicker
          orderId={draft.order.orderId}
          productId={item.productId}
          chosen={draft.exchangeOption}
          onChoose={(option) => dispatch({ kind: 'chooseExchange', option })}
          exchangeSku={draft.exchangeSku}
          onChooseSize={(sku) => dispatch({ kind: 'chooseExchangeSize', sku })}
          exchangeSize={draft.exchangeSize}
          onExchangeSizeChange={edit('exchangeSize')}
        />
      ) : null}

      {!isExchange && isCashOnDelivery(draft.order) ? (
        <TextField
          id="return-refund-upi"
          label="UPI ID for your refund"
          hint="Optional. Cash-on-delivery orders are refunded by UPI or bank transfer; leave this blank and we will contact you for your details."
          placeholder="name@okbank"
          autoComplete="off"
          inputMode="email"
          maxLength={60}
          value={draft.refundUpiId}
          onChange={(event) => edit('refundUpiId')(event.target.value)}
        />
      ) : null}

      {draft.reason ? (
        <Field
          id="return-comment"
          label="Additional Comments"
          hint="Optional. Anything that helps us understand the problem."
        >
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={RETURN_COMMENT_MAX_LENGTH}
              value={draft.comment}
              onChange={(event) => edit('comment')(event.target.value)}
            />
          )}
        </Field>
      ) : null}
    </div>
  );
}
