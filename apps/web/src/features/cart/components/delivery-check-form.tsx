import { ADDRESS_MESSAGES, deliveryEstimateLabel, PINCODE_PATTERN } from '@attar/contracts';
import { CircleCheck, CircleX, MapPin } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { useCheckDelivery, useDeliveryCheck } from '@/api/shipping';
import { Button } from '@/components/ui/button';
import { DigitsInput } from '@/components/ui/digits-input';
import { Label } from '@/components/ui/label';
import { formatMoney } from '@/lib/format-money';
import { readRememberedPincode, rememberPincode } from '@/lib/remembered-pincode';
import { useCartStore } from '../cart-store';
import { DELIVERY_MESSAGES } from './delivery-messages';

const keepSixDigits = (value: string) => value.replace(/\D/g, '').slice(0, 6);

function chargeText(pincode: string, charge: number): string {
  return charge === 0
    ? `Free delivery to ${pincode}.`
    : `Delivery to ${pincode}, shipping charge ${formatMoney(charge)}.`;
}

/**
 * Checks a pincode and keeps the answer in the cart; `announce` says it in a toast (a check the
 * shopper asked for, not the remembered pincode's on arrival).
 */
async function checkIntoCart(
  checkDelivery: ReturnType<typeof useCheckDelivery>,
  pincode: string,
  announce: boolean,
) {
  const cart = useCartStore.getState();
  cart.setCheckingDelivery(true);
  try {
    const result = await checkDelivery(pincode);
    cart.setDelivery({ pincode, available: result.available, charge: result.charge });
    if (!announce) return;
    if (result.available) {
      toast.success(DELIVERY_MESSAGES.available, {
        description: chargeText(pincode, result.charge),
      });
    } else {
      toast.error(DELIVERY_MESSAGES.unavailable, {
        description: DELIVERY_MESSAGES.unavailableDescription,
      });
    }
  } catch {
    // The answer is unknown again: an earlier pincode's answer must not stand for this one.
    cart.clearDelivery();
    if (announce) toast.error(DELIVERY_MESSAGES.failed);
  }
}

/**
 * The pincode check (docs/product.md, "Error messages"): its answer is kept in the cart for the
 * checkout. It starts from the pincode remembered in the browser (lib/remembered-pincode.ts, also
 * set by the product page's check), checked on arrival, and remembers the one checked here; with
 * delivery it says "Delivered by" a date.
 */
export function DeliveryCheckForm() {
  const id = useId();
  const selectedPincode = useCartStore((state) => state.selectedPincode);
  const available = useCartStore((state) => state.isDeliveryAvailable);
  const charge = useCartStore((state) => state.shippingCharge);
  const checking = useCartStore((state) => state.isCheckingDelivery);
  const checkDelivery = useCheckDelivery();
  const [pincode, setPincode] = useState(() => readRememberedPincode() ?? selectedPincode ?? '');
  const [invalid, setInvalid] = useState(false);

  // A pincode given on a product page (or at checkout) since the cart last checked one: its
  // answer, quietly. A cart's pincode from before pincodes were remembered is remembered now.
  useEffect(() => {
    const remembered = readRememberedPincode();
    const inCart = useCartStore.getState().selectedPincode;
    if (remembered === null && inCart !== null) rememberPincode(inCart);
    else if (remembered !== null && remembered !== inCart)
      void checkIntoCart(checkDelivery, remembered, false);
  }, [checkDelivery]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!PINCODE_PATTERN.test(pincode)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    rememberPincode(pincode);
    void checkIntoCart(checkDelivery, pincode, true);
  }

  const shownAnswer = selectedPincode !== null && selectedPincode === pincode ? available : null;
  // The dates come with the check's answer, which the query cache keeps (the cart keeps the rest).
  const estimate = useDeliveryCheck(shownAnswer === true ? pincode : null).data?.estimatedDelivery;
  return (
    <form onSubmit={submit} noValidate>
      <Label htmlFor={`${id}-pincode`}>Check delivery</Label>
      <div className="flex gap-2">
        <DigitsInput
          id={`${id}-pincode`}
          filter={keepSixDigits}
          value={pincode}
          onChange={(event) => setPincode(event.target.value)}
          maxLength={6}
          autoComplete="postal-code"
          placeholder="6-digit pincode"
          aria-invalid={invalid ? true : undefined}
          aria-describedby={`${id}-answer`}
          className="min-w-0"
        />
        <Button type="submit" variant="outline" disabled={checking}>
          {checking ? 'Checking...' : 'Check'}
        </Button>
      </div>
      <div id={`${id}-answer`} role="status" className="mt-2 min-h-5 text-sm">
        {invalid ? (
          <p className="text-danger">{ADDRESS_MESSAGES.pincode.description}</p>
        ) : shownAnswer === true ? (
          <p className="flex items-start gap-2 text-success">
            <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              <strong className="font-medium">{DELIVERY_MESSAGES.available}</strong>:{' '}
              {chargeText(pincode, charge)}
              {estimate ? (
                <span className="block font-medium">{deliveryEstimateLabel(estimate)}</span>
              ) : null}
            </span>
          </p>
        ) : shownAnswer === false ? (
          <p className="flex items-start gap-2 text-danger">
            <CircleX className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              <strong className="font-medium">{DELIVERY_MESSAGES.unavailable}</strong>.{' '}
              {DELIVERY_MESSAGES.unavailableDescription}
            </span>
          </p>
        ) : (
          <p className="flex items-center gap-2 text-stone">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            Enter your pincode to see delivery and its charge.
          </p>
        )}
      </div>
    </form>
  );
}
