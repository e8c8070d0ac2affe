import {
  COURIER_PROVIDER_LABELS,
  type CourierProvider,
  type FulfilmentOrder,
  type ShipmentBookingRequest,
  type ShipmentBookingResult,
} from '@attar/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useBookShipments } from '@/api/shipments';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import {
  checkManualParcel,
  EMPTY_MANUAL_PARCEL,
  manualFieldId,
  type ManualParcelErrors,
  type ManualParcelField,
  ManualParcelFields,
  type ManualParcelInput,
} from './manual-parcel-fields';

const PROVIDER_HINTS: Record<CourierProvider, string> = {
  shiprocket: 'Shiprocket assigns each parcel its courier and AWB and schedules the pickup.',
  self: 'Type the courier company and AWB of each parcel, as your courier gave them.',
};

/** "1 order", "3 orders". */
export const ordersCount = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

interface BookingDialogProps {
  /** The orders to book, in the list's order; fixed while the dialog is open. */
  orders: FulfilmentOrder[];
  /** The couriers the store can book with (the fulfilment answer's `providers`). */
  providers: readonly CourierProvider[];
  onBooked: (result: ShipmentBookingResult) => void;
  onClose: () => void;
}

/**
 * Books the chosen orders with one courier: Shiprocket assigns the AWBs, self-ship takes each
 * order's courier and AWB as typed. Then it says what happened: how many were booked and, for
 * each refused order, why (one refusal does not undo the others).
 */
export function BookingDialog({ orders, providers, onBooked, onClose }: BookingDialogProps) {
  const id = useId();
  const offered: readonly CourierProvider[] = providers.length > 0 ? providers : ['self'];
  const [provider, setProvider] = useState<CourierProvider>(
    offered.includes('shiprocket') ? 'shiprocket' : offered[0]!,
  );
  const [sameCourier, setSameCourier] = useState('');
  const [parcels, setParcels] = useState<Record<number, ManualParcelInput>>({});
  const [errors, setErrors] = useState<Record<number, ManualParcelErrors>>({});
  const [result, setResult] = useState<ShipmentBookingResult | null>(null);
  const book = useBookShipments();
  const pending = book.isPending;

  const parcelOf = (orderId: number) => parcels[orderId] ?? EMPTY_MANUAL_PARCEL;
  const change = (orderId: number, field: ManualParcelField, value: string) => {
    setParcels((current) => ({
      ...current,
      [orderId]: { ...(current[orderId] ?? EMPTY_MANUAL_PARCEL), [field]: value },
    }));
    setErrors((current) => ({
      ...current,
      [orderId]: { ...current[orderId], [field]: undefined },
    }));
  };
  const fillCourier = (value: string) => {
    setSameCourier(value);
    setParcels((current) =>
      Object.fromEntries(
        orders.map((order) => [
          order.orderId,
          { ...(current[order.orderId] ?? EMPTY_MANUAL_PARCEL), courierName: value },
        ]),
      ),
    );
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).map(([orderId, fields]) => [
          orderId,
          { ...fields, courierName: undefined },
        ]),
      ),
    );
  };

  /** The request to send, or null when a typed parcel is wrong (its messages are then shown). */
  const request = (): ShipmentBookingRequest | null => {
    const orderIds = orders.map((order) => order.orderId);
    if (provider !== 'self') return { provider, orderIds };
    const manual: NonNullable<ShipmentBookingRequest['manual']> = [];
    const problems: Record<number, ManualParcelErrors> = {};
    let firstWrong: string | null = null;
    for (const order of orders) {
      const checked = checkManualParcel(order.orderId, parcelOf(order.orderId));
      if (checked.ok) {
        manual.push(checked.parcel);
        continue;
      }
      problems[order.orderId] = checked.errors;
      const field = (['courierName', 'awb', 'trackingUrl'] as const).find(
        (name) => checked.errors[name],
      );
      firstWrong ??= field ? manualFieldId(id, order.orderId, field) : null;
    }
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      if (firstWrong) document.getElementById(firstWrong)?.focus();
      return null;
    }
    return { provider, orderIds, manual };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = request();
    if (!body) return;
    book.mutate(body, {
      onSuccess: (answer) => {
        setResult(answer);
        onBooked(answer);
      },
    });
  };

  const formId = `${id}-form`;
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent
        size="lg"
        title={result ? 'Booking done' : `Book ${ordersCount(orders.length)}`}
        description={result ? undefined : 'Choose who carries the parcels.'}
        onInteractOutside={(event) => event.preventDefault()}
        footer={
          result ? (
            <Button onClick={onClose}>Done</Button>
          ) : (
            <>
              <Button variant="ghost" disabled={pending} onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" form={formId} disabled={pending}>
                {pending ? 'Booking...' : `Book ${ordersCount(orders.length)}`}
              </Button>
            </>
          )
        }
      >
        {result ? (
          <BookingOutcome result={result} />
        ) : (
          <form id={formId} noValidate onSubmit={submit} className="grid gap-4">
            <fieldset className="grid gap-2">
              <legend className="mb-1.5 text-sm font-medium">Courier</legend>
              {offered.map((option) => (
                <label
                  key={option}
                  className={cn(
                    'flex min-h-11 cursor-pointer items-start gap-3 rounded-soft border p-3',
                    provider === option ? 'border-ink bg-ivory' : 'border-rule',
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-provider`}
                    value={option}
                    checked={provider === option}
                    disabled={pending}
                    onChange={() => setProvider(option)}
                    className="mt-0.5 size-4 accent-ink"
                  />
                  <span>
                    <span className="block font-medium">{COURIER_PROVIDER_LABELS[option]}</span>
                    <span className="block text-xs text-stone">{PROVIDER_HINTS[option]}</span>
                  </span>
                </label>
              ))}
            </fieldset>

            {provider === 'self' ? (
              <>
                {orders.length > 1 ? (
                  <TextField
                    id={`${id}-same-courier`}
                    label="Same courier for all"
                    hint="Fills the courier company of every order below."
                    autoComplete="off"
                    value={sameCourier}
                    disabled={pending}
                    onChange={(event) => fillCourier(event.target.value)}
                  />
                ) : null}
                {orders.map((order) => (
                  <ManualParcelFields
                    key={order.orderId}
                    idPrefix={id}
                    order={order}
                    value={parcelOf(order.orderId)}
                    errors={errors[order.orderId]}
                    disabled={pending}
                    onChange={(field, value) => change(order.orderId, field, value)}
                  />
                ))}
              </>
            ) : (
              <p className="text-stone">
                {ordersCount(orders.length)}: {orders.map((order) => order.orderNumber).join(', ')}.
              </p>
            )}

            {book.isError ? (
              <p
                role="alert"
                className="rounded-soft border border-danger/40 bg-danger/5 px-3 py-2 text-danger"
              >
                {errorMessage(book.error, 'The orders were not booked. Please try again.')}
              </p>
            ) : null}
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** What one booking did: the count booked, each parcel's AWB, each refusal with its reason. */
function BookingOutcome({ result }: { result: ShipmentBookingResult }) {
  return (
    <div className="grid gap-4">
      <p role="status" className="text-base font-semibold">
        {result.booked.length} booked
        {result.failed.length > 0 ? `, ${result.failed.length} not booked` : ''}
      </p>
      {result.booked.length > 0 ? (
        <ul className="grid gap-1" aria-label="Booked">
          {result.booked.map((parcel) => (
            <li key={parcel.orderId}>
              <span className="font-mono">{parcel.orderNumber}</span>: {parcel.courierName}, AWB{' '}
              <span className="font-mono">{parcel.awb}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {result.failed.length > 0 ? (
        <div className="rounded-soft border border-danger/40 bg-danger/5 px-3 py-2">
          <p className="font-medium text-danger">Not booked</p>
          <ul className="mt-1 grid gap-1" aria-label="Not booked">
            {result.failed.map((failure) => (
              <li key={failure.orderId}>
                <span className="font-mono">
                  {failure.orderNumber ?? `Order #${failure.orderId}`}
                </span>
                : {failure.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
