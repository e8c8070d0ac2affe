import type { Order } from '@attar/contracts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePayOrderOnDelivery, useStartOrderPayment } from '@/api/orders';
import { useCodFee } from '@/api/payments';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { formatTime } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { profilePlacedOrderPath } from '@/lib/paths';
import { PAYMENT_RESULT_MESSAGES } from '../payment-result';

/**
 * What an order still awaiting payment offers: pay at the gateway again, or pay in cash on
 * delivery instead, with the time left before its held stock goes back on sale.
 */
export function PaymentRetry({ order }: { order: Order }) {
  const navigate = useNavigate();
  const start = useStartOrderPayment();
  const payOnDelivery = usePayOrderOnDelivery();
  const codFee = useCodFee();
  // Once the gateway's page is opening, the buttons stay off: the browser is leaving.
  const [leaving, setLeaving] = useState(false);
  const busy = leaving || start.isPending || payOnDelivery.isPending;
  const failed = start.error ?? payOnDelivery.error;

  const tryAgain = () => {
    payOnDelivery.reset();
    start.mutate(order.id, {
      onSuccess: (payment) => {
        setLeaving(true);
        window.location.assign(payment.checkoutUrl);
      },
    });
  };
  const switchToDelivery = () => {
    start.reset();
    payOnDelivery.mutate(order.id, {
      onSuccess: (switched) =>
        void navigate(profilePlacedOrderPath(switched.id), { replace: true }),
    });
  };

  return (
    <div className="space-y-4">
      {order.paymentDueBy ? <TimeLeft dueBy={order.paymentDueBy} /> : null}
      {failed ? (
        <p role="alert" className="rounded-card border border-danger/30 bg-danger/5 p-4 text-sm">
          {errorMessage(failed, PAYMENT_RESULT_MESSAGES.actionFailed)}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button onClick={tryAgain} disabled={busy} className="w-full sm:w-auto">
          {leaving || start.isPending ? 'Opening the payment page...' : 'Try again'}
        </Button>
        <Button
          variant="outline"
          onClick={switchToDelivery}
          disabled={busy}
          className="w-full sm:w-auto"
        >
          {payOnDelivery.isPending ? 'Switching...' : 'Pay on delivery instead'}
        </Button>
      </div>
      <p className="text-sm text-stone">
        Pay on delivery keeps this order and its items; you pay in cash when it arrives
        {codFee.data && codFee.data.codFee > 0
          ? `, with a Cash on Delivery fee of ${formatMoney(codFee.data.codFee)} added`
          : ''}
        {order.prepaidDiscount > 0
          ? ` and without the online payment discount of ${formatMoney(order.prepaidDiscount)}`
          : ''}
        .
      </p>
    </div>
  );
}

/** "Time left to pay: 12:04", from the order's due time, ticking each second. */
function TimeLeft({ dueBy }: { dueBy: string }) {
  const due = new Date(dueBy).getTime();
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.floor((due - now) / 1000));
  const running = left > 0;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  if (Number.isNaN(due)) return null;
  if (left <= 0) {
    return <p className="text-sm font-medium text-danger">{PAYMENT_RESULT_MESSAGES.timeUp}</p>;
  }
  return (
    <p className="text-sm text-ink">
      Time left to pay: <span className="font-medium tabular-nums">{clock(left)}</span>{' '}
      <span className="text-stone">(until {formatTime(dueBy)})</span>
    </p>
  );
}

/** 754 seconds as "12:34", an hour or more as "1:02:09". */
export function clock(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const secs = seconds % 60;
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(secs)}` : `${minutes}:${pad(secs)}`;
}
