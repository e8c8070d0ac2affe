import type { PaymentLedgerEntry } from '@attar/contracts';
import { RotateCcw } from 'lucide-react';
import { toast } from 'sonner';
import { useOrderPayments, useRetryRefund } from '@/api/admin-orders';
import { Button } from '@/components/ui/button';
import { useCan } from '@/lib/staff-access';
import { errorMessage } from '@/lib/api-client';
import { TestModeBadge } from '@/components/ui/badge';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney } from '@/lib/format-money';
import { AdminLoadError } from '@/features/admin/components/admin-load-error';
import { DetailSection } from '@/features/admin/returns/components/detail-section';
import { formatDateTime } from '../order-labels';

const KIND_LABELS: Record<PaymentLedgerEntry['kind'], string> = {
  GATEWAY_ORDER: 'Payment started',
  CAPTURE: 'Payment captured',
  FAILURE: 'Payment failed',
  REFUND: 'Refund',
};

const KIND_TONES: Record<PaymentLedgerEntry['kind'], BadgeTone> = {
  GATEWAY_ORDER: 'muted',
  CAPTURE: 'green',
  FAILURE: 'destructive',
  REFUND: 'yellow',
};

const PROVIDER_LABELS: Record<PaymentLedgerEntry['provider'], string> = {
  test: 'Test gateway',
  razorpay: 'Razorpay',
};

/**
 * The order's payments ledger, oldest first: each gateway order opened for it, each capture,
 * failure and refund, with the gateway's ids to look it up there. Test-gateway rows are marked
 * TEST: no money moved.
 */
export function OrderPaymentsSection({ orderId }: { orderId: number }) {
  const payments = useOrderPayments(orderId);
  return (
    <DetailSection title="Payments">
      {payments.isPending ? (
        <div role="status">
          <span className="sr-only">Loading payments...</span>
          <Skeleton className="h-16 w-full" />
        </div>
      ) : payments.isError ? (
        <AdminLoadError
          what="The payments"
          error={payments.error}
          onRetry={() => void payments.refetch()}
        />
      ) : payments.data.length === 0 ? (
        <p className="text-stone">No online payments: nothing was paid at a gateway.</p>
      ) : (
        <ol className="grid divide-y divide-rule">
          {payments.data.map((entry) => (
            <PaymentRow key={entry.id} orderId={orderId} entry={entry} />
          ))}
        </ol>
      )}
    </DetailSection>
  );
}

function PaymentRow({ orderId, entry }: { orderId: number; entry: PaymentLedgerEntry }) {
  const managesOrders = useCan('orders.manage');
  const ids = [
    ['Gateway order', entry.gatewayOrderId],
    ['Payment', entry.gatewayPaymentId],
    ['Refund', entry.gatewayRefundId],
    ['Reference', entry.reference],
  ].filter((pair): pair is [string, string] => Boolean(pair[1]));
  return (
    <li className="grid gap-1.5 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <Badge tone={KIND_TONES[entry.kind]}>{KIND_LABELS[entry.kind]}</Badge>
          <span className="text-stone">{PROVIDER_LABELS[entry.provider]}</span>
          {entry.provider === 'test' ? <TestModeBadge /> : null}
        </p>
        <p className="font-medium whitespace-nowrap">{formatMoney(entry.amount)}</p>
      </div>
      <p className="text-xs text-stone">
        <span className="text-ink">Status {entry.status}</span>
        {entry.method ? ` · Method ${entry.method}` : ''} · {formatDateTime(entry.createdAt)}
      </p>
      {ids.length > 0 ? (
        <dl className="grid gap-x-3 text-xs sm:grid-cols-[auto_1fr]">
          {ids.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-stone">{label}</dt>
              <dd className="min-w-0 font-mono break-all">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {entry.detail ? <p className="text-xs break-words text-stone">{entry.detail}</p> : null}
      {entry.kind === 'REFUND' && entry.status === 'failed' && managesOrders ? (
        <RetryRefundButton orderId={orderId} entryId={entry.id} />
      ) : null}
    </li>
  );
}

/** A refund the gateway refused, asked for again (same reference); the row shows it requested. */
function RetryRefundButton({ orderId, entryId }: { orderId: number; entryId: number }) {
  const retry = useRetryRefund(orderId);
  return (
    <div>
      <Button
        variant="outline"
        disabled={retry.isPending}
        onClick={() =>
          retry.mutate(entryId, {
            onSuccess: () => toast.success('Refund asked for again'),
            onError: (error) =>
              toast.error('Could not retry the refund', {
                description: errorMessage(error, 'Please try again.'),
              }),
          })
        }
      >
        <RotateCcw className="size-4" aria-hidden="true" />
        {retry.isPending ? 'Asking the gateway...' : 'Retry refund'}
      </Button>
    </div>
  );
}
