import { RETURN_TYPES, type ReturnType } from '@attar/contracts';
import { ChevronLeft } from 'lucide-react';
import type { Dispatch } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { ORDER_STATUS_LABELS, RETURN_TYPE_LABELS } from '@/features/returns/return-labels';
import {
  type DraftAction,
  type ReturnRequestDraft,
  selectedItem,
  whyNotSelectable,
} from '@/features/returns/return-request-draft';
import { OrderItemOption } from './order-item-option';
import { RequestDetailsFields } from './request-details-fields';

interface OrderStepProps {
  draft: ReturnRequestDraft & { order: NonNullable<ReturnRequestDraft['order']> };
  dispatch: Dispatch<DraftAction>;
}

/** Step 2 of the request dialog: the order, return or exchange, the product and the why. */
export function OrderStep({ draft, dispatch }: OrderStepProps) {
  const { order } = draft;
  const item = selectedItem(draft);
  return (
    <div className="space-y-5">
      <Button variant="ghost" className="-ml-3 px-3" onClick={() => dispatch({ kind: 'reset' })}>
        <ChevronLeft className="size-4" aria-hidden="true" />
        Back to Orders
      </Button>

      <section
        aria-label="Order summary"
        className="rounded-card border border-rule bg-ivory-deep/40 p-4"
      >
        <p className="font-medium text-ink">Order {order.orderNumber}</p>
        <p className="mt-1 text-stone">
          Order ID {order.orderId} · Placed {formatDate(order.orderDate)}
          {order.deliveredDate ? ` · Delivered ${formatDate(order.deliveredDate)}` : ''}
        </p>
        <p className="text-stone">
          {ORDER_STATUS_LABELS[order.status] ?? order.status} · Total{' '}
          {formatMoney(order.totalAmount)} · {order.paymentMethod.displayName}
        </p>
      </section>

      <Field id="return-request-type" label="Request Type">
        {(control) => (
          <Select
            {...control}
            className="w-full sm:w-64"
            value={draft.type}
            onChange={(event) =>
              dispatch({ kind: 'chooseType', type: event.target.value as ReturnType })
            }
          >
            {RETURN_TYPES.map((type) => (
              <option key={type} value={type}>
                {RETURN_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        )}
      </Field>

      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">Choose the product</legend>
        <ul
          className="max-h-72 space-y-3 overflow-y-auto p-0.5"
          aria-label="Products in this order"
        >
          {order.items.map((orderItem) => (
            <li key={orderItem.id}>
              <OrderItemOption
                item={orderItem}
                blocker={whyNotSelectable(orderItem, draft.type)}
                checked={orderItem.id === draft.itemId}
                onChoose={() => dispatch({ kind: 'chooseItem', itemId: orderItem.id })}
              />
            </li>
          ))}
        </ul>
      </fieldset>

      {item ? <RequestDetailsFields draft={draft} item={item} dispatch={dispatch} /> : null}
    </div>
  );
}
