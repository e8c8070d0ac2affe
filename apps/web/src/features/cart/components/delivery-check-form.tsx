import { ADDRESS_MESSAGES, PINCODE_PATTERN } from '@attar/contracts';
import { CircleCheck, CircleX, MapPin } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { useCheckDelivery } from '@/api/shipping';
import { Button } from '@/components/ui/button';
import { DigitsInput } from '@/components/ui/digits-input';
import { Label } from '@/components/ui/label';
import { formatMoney } from '@/lib/format-money';
import { useCartStore } from '../cart-store';

export const DELIVERY_MESSAGES = {
  available: 'Delivery Available',
  unavailable: 'Delivery Not Available',
  unavailableDescription: 'Delivery is not available at your location. Please try another address.',
  failed: 'Failed to check delivery availability. Please try again.',
} as const;

const keepSixDigits = (value: string) => value.replace(/\D/g, '').slice(0, 6);

function chargeText(pincode: string, charge: number): string {
  return charge === 0
    ? `Free delivery to ${pincode}.`
    : `Delivery to ${pincode}, shipping charge ${formatMoney(charge)}.`;
}

/**
 * The pincode check (docs/product.md, "Error messages"): its answer is kept in the cart for the
 * checkout.
 */
export function DeliveryCheckForm() {
  const id = useId();
  const selectedPincode = useCartStore((state) => state.selectedPincode);
  const available = useCartStore((state) => state.isDeliveryAvailable);
  const charge = useCartStore((state) => state.shippingCharge);
  const checking = useCartStore((state) => state.isCheckingDelivery);
  const checkDelivery = useCheckDelivery();
  const [pincode, setPincode] = useState(selectedPincode ?? '');
  const [invalid, setInvalid] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!PINCODE_PATTERN.test(pincode)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    const cart = useCartStore.getState();
    cart.setCheckingDelivery(true);
    try {
      const result = await checkDelivery(pincode);
      cart.setDelivery({ pincode, available: result.available, charge: result.charge });
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
      toast.error(DELIVERY_MESSAGES.failed);
    }
  }

  const shownAnswer = selectedPincode !== null && selectedPincode === pincode ? available : null;
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
