import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format-money';
import type { CheckoutNotice, DeliveryStatus } from '../checkout-rules';

interface DeliveryStatusProps {
  pincode: string;
  status: DeliveryStatus;
  /** What step 1 says about the delivery (the notice of its blocker, or "Delivery Available"). */
  notice: CheckoutNotice;
  charge: number | null;
  onRetry: () => void;
}

/** The result of the pincode check of the chosen address, announced as it changes. */
export function DeliveryStatusNote({
  pincode,
  status,
  notice,
  charge,
  onRetry,
}: DeliveryStatusProps) {
  const ok = status === 'available';
  const Icon = ok ? CircleCheck : status === 'checking' ? LoaderCircle : CircleAlert;
  return (
    <div
      role="status"
      className={
        ok
          ? 'flex gap-3 rounded-card border border-success/30 bg-success/5 p-4 text-sm'
          : status === 'checking'
            ? 'flex gap-3 rounded-card border border-rule bg-paper p-4 text-sm'
            : 'flex gap-3 rounded-card border border-danger/30 bg-danger/5 p-4 text-sm'
      }
    >
      <Icon
        aria-hidden="true"
        className={`mt-0.5 size-5 shrink-0 ${ok ? 'text-success' : status === 'checking' ? 'animate-spin text-stone motion-reduce:animate-none' : 'text-danger'}`}
      />
      <div>
        <p className="font-medium text-ink">{notice.title}</p>
        <p className="text-stone">
          {ok
            ? `We deliver to pincode ${pincode}${charge ? `; shipping ${formatMoney(charge)}.` : ' with free shipping.'}`
            : (notice.description ?? `Pincode ${pincode}`)}
        </p>
        {status === 'failed' ? (
          <Button variant="link" onClick={onRetry}>
            Check again
          </Button>
        ) : null}
      </div>
    </div>
  );
}
