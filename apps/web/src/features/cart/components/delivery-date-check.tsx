import { ADDRESS_MESSAGES, deliveryEstimateLabel, PINCODE_PATTERN } from '@attar/contracts';
import { CircleCheck, CircleX, LoaderCircle, Truck } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useDeliveryCheck } from '@/api/shipping';
import { Button } from '@/components/ui/button';
import { DigitsInput } from '@/components/ui/digits-input';
import { Label } from '@/components/ui/label';
import { rememberPincode, useRememberedPincode } from '@/lib/remembered-pincode';
import { DELIVERY_MESSAGES } from './delivery-messages';

export const DELIVERY_DATE_MESSAGES = {
  hint: 'Enter your pincode for a delivery date.',
  checking: 'Checking delivery...',
  codAvailable: 'Cash on delivery available',
  codUnavailable: 'Cash on delivery not available',
  notDelivered: (pincode: string) => `We do not deliver to ${pincode} yet.`,
} as const;

const keepSixDigits = (value: string) => value.replace(/\D/g, '').slice(0, 6);

/**
 * The product page's "Check delivery" (docs/product.md, "Delivery and pincodes"): for the pincode
 * the shopper gave, remembered in the browser, when the parcel arrives and whether cash on
 * delivery is taken. With a remembered pincode it answers at once; "Change" asks for another.
 * Every state fits the box its slot keeps (product-delivery-check.tsx), so nothing moves.
 */
export function DeliveryDateCheck() {
  const remembered = useRememberedPincode();
  const [editing, setEditing] = useState(false);
  if (remembered === null || editing) {
    return (
      <PincodeForm
        initial={remembered ?? ''}
        onDone={(pincode) => {
          rememberPincode(pincode);
          setEditing(false);
        }}
      />
    );
  }
  return <DeliveryAnswer pincode={remembered} onChange={() => setEditing(true)} />;
}

function PincodeForm({ initial, onDone }: { initial: string; onDone: (pincode: string) => void }) {
  const id = useId();
  const [pincode, setPincode] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // "Change" opens the form on the pincode to replace: ready to type over.
  useEffect(() => {
    if (initial) input.current?.select();
  }, [initial]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!PINCODE_PATTERN.test(pincode)) {
      setInvalid(true);
      return;
    }
    onDone(pincode);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Label htmlFor={`${id}-pincode`}>Check delivery</Label>
      <div className="flex gap-2">
        <DigitsInput
          ref={input}
          id={`${id}-pincode`}
          filter={keepSixDigits}
          value={pincode}
          onChange={(event) => {
            setPincode(event.target.value);
            setInvalid(false);
          }}
          maxLength={6}
          autoComplete="postal-code"
          placeholder="6-digit pincode"
          aria-invalid={invalid ? true : undefined}
          aria-describedby={`${id}-hint`}
          className="max-w-48 min-w-0"
        />
        <Button type="submit" variant="outline">
          Check
        </Button>
      </div>
      <p
        id={`${id}-hint`}
        role={invalid ? 'alert' : undefined}
        className={`mt-2 text-sm ${invalid ? 'text-danger' : 'text-stone'}`}
      >
        {invalid ? ADDRESS_MESSAGES.pincode.description : DELIVERY_DATE_MESSAGES.hint}
      </p>
    </form>
  );
}

function DeliveryAnswer({ pincode, onChange }: { pincode: string; onChange: () => void }) {
  const check = useDeliveryCheck(pincode);
  const answer = check.data;
  return (
    <div className="text-sm">
      <div className="flex min-h-11 items-center gap-3">
        <Truck className="size-4 shrink-0 text-gold-deep" aria-hidden="true" />
        <p className="font-medium text-ink">Delivery to {pincode}</p>
        <Button variant="link" onClick={onChange} aria-label={`Change pincode ${pincode}`}>
          Change
        </Button>
      </div>
      <div role="status" className="space-y-1">
        {answer ? (
          answer.available ? (
            <>
              <p className="flex items-start gap-2 font-medium text-success">
                <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {answer.estimatedDelivery
                  ? deliveryEstimateLabel(answer.estimatedDelivery)
                  : DELIVERY_MESSAGES.available}
              </p>
              <p className="pl-6 text-stone">
                {answer.codAvailable
                  ? DELIVERY_DATE_MESSAGES.codAvailable
                  : DELIVERY_DATE_MESSAGES.codUnavailable}
              </p>
            </>
          ) : (
            <>
              <p className="flex items-start gap-2 font-medium text-danger">
                <CircleX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {DELIVERY_MESSAGES.unavailable}
              </p>
              <p className="pl-6 text-stone">{DELIVERY_DATE_MESSAGES.notDelivered(pincode)}</p>
            </>
          )
        ) : check.isError ? (
          <p className="text-danger">
            {DELIVERY_MESSAGES.failed}{' '}
            <button
              type="button"
              onClick={() => void check.refetch()}
              className="font-medium underline underline-offset-2"
            >
              Try again
            </button>
          </p>
        ) : (
          <p className="flex items-center gap-2 text-stone">
            <LoaderCircle
              className="size-4 shrink-0 animate-spin motion-reduce:animate-none"
              aria-hidden="true"
            />
            {DELIVERY_DATE_MESSAGES.checking}
          </p>
        )}
      </div>
    </div>
  );
}
