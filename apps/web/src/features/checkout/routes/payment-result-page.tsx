import { isPayOnDelivery, type Order, TEST_GATEWAY_METHOD } from '@attar/contracts';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useVerifyOrderPayment } from '@/api/orders';
import { trackOrderQueryOptions } from '@/api/orders';
import { TestModeBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format-money';
import { profilePlacedOrderPath } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { REDIRECT_AFTER_ORDER_MS } from '../checkout-rules';
import { PaymentRetry } from '../components/payment-retry';
import {
  CONFIRM_CHECK_MS,
  CONFIRM_CHECKS,
  PAYMENT_RESULT_MESSAGES as MESSAGES,
  readGatewayReturn,
} from '../payment-result';

const isPaid = (order: Order) => order.paymentStatus === 'PAID';
const isAwaitingPayment = (order: Order) =>
  Boolean(order.paymentDueBy) && order.status === 'PENDING' && order.paymentStatus === 'PENDING';

/**
 * /checkout/payment/:orderId: where the payment gateway's page sends the shopper back. A signed
 * result is checked with the server; a failed or abandoned payment (or one whose page never
 * opened) can be tried again or paid on delivery instead. A paid order goes on to My Account,
 * as an order paid on delivery does after Place Order.
 */
export function PaymentResultPage({ orderId }: { orderId: number }) {
  useDocumentTitle('Payment', 'The result of paying your order online.');
  const [params] = useSearchParams();
  const [gatewayReturn] = useState(() => readGatewayReturn(params));
  const verify = useVerifyOrderPayment();
  const asked = useRef(false);
  const signed = gatewayReturn.kind === 'signed' ? gatewayReturn.result : null;

  useEffect(() => {
    // Once per visit: a second render in development must not post the result again.
    if (!signed || asked.current) return;
    asked.current = true;
    verify.mutate({ orderId, ...signed });
  }, [signed, orderId, verify]);

  // While a signed result is being checked, the order is read from its answer, not before.
  const verifying = signed !== null && !verify.isError && !verify.isSuccess;
  const order = useQuery({
    ...trackOrderQueryOptions(String(orderId)),
    enabled: !verifying,
  });
  const confirming =
    signed !== null && verify.isSuccess && order.data !== undefined && !isPaid(order.data);
  const checks = useConfirmChecks(confirming, () => void order.refetch());

  let body: ReactNode;
  if (verifying) {
    body = <Checking />;
  } else if (order.data && isPaid(order.data)) {
    body = <PaymentReceived order={order.data} />;
  } else if (confirming && order.data) {
    body = <Confirming order={order.data} gaveUp={checks >= CONFIRM_CHECKS} />;
  } else if (order.isPending) {
    body = <Checking />;
  } else if (!order.data) {
    body = (
      <Outcome tone="problem" title={MESSAGES.loadFailed}>
        <p>{errorMessage(order.error, MESSAGES.actionFailed)}</p>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <Button onClick={() => void order.refetch()} className="w-full sm:w-auto">
            Try again
          </Button>
          <MyAccountLink orderId={orderId} />
        </div>
      </Outcome>
    );
  } else {
    body = (
      <Unpaid
        order={order.data}
        title={
          verify.isError
            ? MESSAGES.notVerified
            : gatewayReturn.kind === 'failed'
              ? MESSAGES.failed
              : gatewayReturn.kind === 'cancelled'
                ? MESSAGES.cancelled
                : MESSAGES.notOpened
        }
        detail={verify.isError ? errorMessage(verify.error, MESSAGES.actionFailed) : null}
      />
    );
  }

  return (
    <Container className="py-10 sm:py-16">
      <div className="mx-auto max-w-2xl">
        <p className="text-eyebrow font-medium text-gold-deep uppercase">Secure checkout</p>
        {body}
      </div>
    </Container>
  );
}

/**
 * Reads the order again, CONFIRM_CHECKS times at most, while `active`; answers how many reads
 * are done.
 */
function useConfirmChecks(active: boolean, check: () => void): number {
  const [checks, setChecks] = useState(0);
  const latestCheck = useRef(check);
  useEffect(() => {
    latestCheck.current = check;
  });
  useEffect(() => {
    if (!active || checks >= CONFIRM_CHECKS) return;
    const timer = window.setTimeout(() => {
      latestCheck.current();
      setChecks((done) => done + 1);
    }, CONFIRM_CHECK_MS);
    return () => window.clearTimeout(timer);
  }, [active, checks]);
  return checks;
}

function Checking() {
  return (
    <div role="status" className="mt-4 space-y-4">
      <h1 className="text-3xl sm:text-4xl">{MESSAGES.checking}</h1>
      <Skeleton className="h-32" />
    </div>
  );
}

function PaymentReceived({ order }: { order: Order }) {
  const navigate = useNavigate();
  useEffect(() => {
    // My Account opens on the order just paid, as after an order paid on delivery.
    const timer = window.setTimeout(
      () => void navigate(profilePlacedOrderPath(order.id), { replace: true }),
      REDIRECT_AFTER_ORDER_MS,
    );
    return () => window.clearTimeout(timer);
  }, [order.id, navigate]);
  return (
    <Outcome tone="success" title={MESSAGES.received} order={order}>
      <p>
        Order <span className="font-medium text-ink">{order.orderNumber}</span>, total{' '}
        {formatMoney(order.totalAmount)}, is paid and confirmed.
      </p>
      <p className="mt-1" role="status">
        Taking you to My Account...
      </p>
    </Outcome>
  );
}

function Confirming({ order, gaveUp }: { order: Order; gaveUp: boolean }) {
  return (
    <Outcome
      tone="waiting"
      title={gaveUp ? MESSAGES.slow : MESSAGES.confirming}
      order={order}
      live={!gaveUp}
    >
      <p>
        Order <span className="font-medium text-ink">{order.orderNumber}</span>, total{' '}
        {formatMoney(order.totalAmount)}.
      </p>
      <p className="mt-1">{gaveUp ? MESSAGES.slowDetail : MESSAGES.confirmingDetail}</p>
      {gaveUp ? (
        <div className="mt-5">
          <MyAccountLink orderId={order.id} />
        </div>
      ) : null}
    </Outcome>
  );
}

/** An order not paid: what happened, and what can still be done with it. */
function Unpaid({ order, title, detail }: { order: Order; title: string; detail: string | null }) {
  if (!isAwaitingPayment(order)) {
    // Switched to cash on delivery, cancelled (the time to pay passed), or never paid online.
    const cancelled = order.status === 'CANCELLED';
    return (
      <Outcome
        tone="problem"
        title={cancelled ? MESSAGES.cancelledOrder : MESSAGES.notAwaiting}
        order={order}
      >
        <p>
          Order <span className="font-medium text-ink">{order.orderNumber}</span>
          {cancelled
            ? ' is cancelled and nothing more is due on it.'
            : isPayOnDelivery(order.paymentMethod.method)
              ? ` is paid on delivery: you pay ${formatMoney(order.totalAmount)} when it arrives.`
              : '.'}
        </p>
        <div className="mt-5">
          <MyAccountLink orderId={order.id} />
        </div>
      </Outcome>
    );
  }
  return (
    <Outcome tone="problem" title={title} order={order}>
      {detail ? <p className="mb-2 text-ink">{detail}</p> : null}
      <p>
        Your order <span className="font-medium text-ink">{order.orderNumber}</span> (
        {formatMoney(order.totalAmount)}) is saved and its items are held for you.
      </p>
      <div className="mt-5">
        <PaymentRetry order={order} />
      </div>
    </Outcome>
  );
}

const TONES = {
  success: { Icon: CircleCheck, className: 'text-success' },
  waiting: { Icon: CircleAlert, className: 'text-gold-deep' },
  problem: { Icon: CircleAlert, className: 'text-danger' },
} as const;

function Outcome({
  tone,
  title,
  order,
  live = false,
  children,
}: {
  tone: keyof typeof TONES;
  title: string;
  order?: Order;
  /** Announce changes (a payment being confirmed). */
  live?: boolean;
  children: ReactNode;
}) {
  const { Icon, className } = TONES[tone];
  return (
    <section
      aria-labelledby="payment-result-title"
      aria-live={live ? 'polite' : undefined}
      className="mt-4 rounded-card border border-rule bg-paper p-5 sm:p-8"
    >
      <div className="flex items-start gap-3">
        <Icon
          className={`mt-1 size-7 shrink-0 ${className}`}
          aria-hidden="true"
          strokeWidth={1.5}
        />
        <div className="min-w-0 flex-1">
          <h1 id="payment-result-title" className="text-3xl sm:text-4xl">
            {title}
          </h1>
          {order ? (
            <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-stone">
              {order.paymentMethod.displayName}
              {order.payment?.test || order.paymentMethod.method === TEST_GATEWAY_METHOD ? (
                <TestModeBadge />
              ) : null}
            </p>
          ) : null}
          <div className="mt-3 text-sm text-stone">{children}</div>
        </div>
      </div>
    </section>
  );
}

function MyAccountLink({ orderId }: { orderId: number }) {
  return (
    <Button variant="outline" asChild className="w-full sm:w-auto">
      <Link to={profilePlacedOrderPath(orderId)}>View the order in My Account</Link>
    </Button>
  );
}
