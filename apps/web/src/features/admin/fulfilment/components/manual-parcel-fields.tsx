import {
  AWB_MAX_LENGTH,
  COURIER_NAME_MAX_LENGTH,
  type FulfilmentOrder,
  manualParcelSchema,
} from '@attar/contracts';
import { TextField } from '@/components/ui/field';
import { paymentLine } from './fulfilment-columns';

/** What the admin types for one order booked by hand, as typed. */
export interface ManualParcelInput {
  courierName: string;
  awb: string;
  trackingUrl: string;
}

export type ManualParcelField = keyof ManualParcelInput;
export type ManualParcelErrors = Partial<Record<ManualParcelField, string>>;

export const EMPTY_MANUAL_PARCEL: ManualParcelInput = { courierName: '', awb: '', trackingUrl: '' };

/** The id of one order's input, so the first wrong one can take the focus. */
export const manualFieldId = (idPrefix: string, orderId: number, field: ManualParcelField) =>
  `${idPrefix}-${orderId}-${field}`;

/**
 * One order's parcel checked with the API's own schema (its messages are SHIPMENT_MESSAGES):
 * what to send, or each field's first problem.
 */
export function checkManualParcel(
  orderId: number,
  input: ManualParcelInput,
):
  | {
      ok: true;
      parcel: { orderId: number; courierName: string; awb: string; trackingUrl: string | null };
    }
  | { ok: false; errors: ManualParcelErrors } {
  const result = manualParcelSchema.safeParse({ orderId, ...input });
  if (result.success) return { ok: true, parcel: result.data };
  const errors: ManualParcelErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ManualParcelField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

interface ManualParcelFieldsProps {
  idPrefix: string;
  order: FulfilmentOrder;
  value: ManualParcelInput;
  errors: ManualParcelErrors | undefined;
  disabled: boolean;
  onChange: (field: ManualParcelField, value: string) => void;
}

/** One order's courier, AWB and tracking page, grouped under its number. */
export function ManualParcelFields({
  idPrefix,
  order,
  value,
  errors,
  disabled,
  onChange,
}: ManualParcelFieldsProps) {
  const id = (field: ManualParcelField) => manualFieldId(idPrefix, order.orderId, field);
  return (
    <fieldset className="min-w-0 rounded-soft border border-rule p-3">
      <legend className="px-1 text-sm font-medium">
        <span className="font-mono">{order.orderNumber}</span>
        <span className="font-normal text-stone">
          {' '}
          · {order.customerName}, {order.city} {order.zipCode} · {paymentLine(order)}
        </span>
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          id={id('courierName')}
          label="Courier company"
          autoComplete="off"
          maxLength={COURIER_NAME_MAX_LENGTH}
          value={value.courierName}
          disabled={disabled}
          error={errors?.courierName}
          onChange={(event) => onChange('courierName', event.target.value)}
        />
        <TextField
          id={id('awb')}
          label="AWB"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={AWB_MAX_LENGTH}
          className="[&_input]:font-mono"
          value={value.awb}
          disabled={disabled}
          error={errors?.awb}
          onChange={(event) => onChange('awb', event.target.value)}
        />
        <TextField
          id={id('trackingUrl')}
          label="Tracking page (optional)"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          className="sm:col-span-2"
          value={value.trackingUrl}
          disabled={disabled}
          error={errors?.trackingUrl}
          onChange={(event) => onChange('trackingUrl', event.target.value)}
        />
      </div>
    </fieldset>
  );
}
