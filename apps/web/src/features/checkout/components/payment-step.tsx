import {
  ORDER_MESSAGES,
  type PaymentMethod,
  isOnlinePayment,
  isPayOnDelivery,
  TEST_GATEWAY_METHOD,
} from '@attar/contracts';
import { CASH_ON_DELIVERY } from '@/api/payments';
import { TestModeBadge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format-money';
import { CHECKOUT_MESSAGES } from '../checkout-rules';

interface PaymentStepProps {
  methods: PaymentMethod[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** Whether cash on delivery may be chosen: the pincode takes it and the cart is within the COD limit. */
  codAvailable: boolean;
  /** Why not, from the server's quote; the pincode's reason when null. */
  codUnavailableMessage?: string | null;
  /** The COD fee in rupees, null while unknown (loading or failed). */
  codFee: number | null;
  codFeeFailed: boolean;
  /** Rupees paying online takes off this cart (0: nothing), from the server's quote. */
  prepaidSaving: number;
}

/**
 * Step 2: the active payment methods; cash on delivery adds its fee and needs a pincode that takes
 * it, an online method says what paying online saves, and the test gateway is marked TEST (no
 * money moves).
 */
export function PaymentStep(props: PaymentStepProps) {
  const {
    methods,
    isLoading,
    isError,
    onRetry,
    selectedId,
    onSelect,
    codAvailable,
    codFee,
    codFeeFailed,
    prepaidSaving,
  } = props;
  const codUnavailableMessage = props.codUnavailableMessage ?? ORDER_MESSAGES.codUnavailable;
  if (isLoading) {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">Loading payment methods...</span>
        <Skeleton className="h-20" />
      </div>
    );
  }
  if (isError) {
    return (
      <div role="alert" className="text-sm">
        <p className="text-ink">Failed to load payment methods.</p>
        <Button variant="outline" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (!methods || methods.length === 0) {
    return <p className="text-sm text-stone">{CHECKOUT_MESSAGES.noPaymentMethods.title}</p>;
  }
  return (
    <fieldset>
      <legend className="sr-only">Payment method</legend>
      <ul className="space-y-3">
        {methods.map((method) => {
          const isCod = method.method === CASH_ON_DELIVERY;
          const disabled = isPayOnDelivery(method.method) && !codAvailable;
          const chosen = method.id === selectedId;
          return (
            <li key={method.id}>
              <label
                className={cn(
                  'flex min-h-11 cursor-pointer gap-3 rounded-card border bg-paper p-4',
                  chosen ? 'border-gold-deep ring-1 ring-gold-deep' : 'border-rule',
                  disabled && 'cursor-not-allowed opacity-60',
                )}
              >
                <input
                  type="radio"
                  name="payment-method"
                  className="mt-1 size-5 shrink-0 accent-gold-deep"
                  checked={chosen}
                  disabled={disabled}
                  onChange={() => onSelect(method.id)}
                />
                <span className="min-w-0">
                  <span className="flex flex-wrap items-center gap-2 font-medium text-ink">
                    {method.displayName}
                    {method.method === TEST_GATEWAY_METHOD ? <TestModeBadge /> : null}
                  </span>
                  <span className="block text-sm text-stone">{method.description}</span>
                  {isCod ? (
                    <span className="mt-1 block text-sm text-ink">
                      {disabled
                        ? codUnavailableMessage
                        : codFee !== null
                          ? codFee > 0
                            ? `Cash on Delivery fee: ${formatMoney(codFee)}`
                            : 'No Cash on Delivery fee.'
                          : codFeeFailed
                            ? CHECKOUT_MESSAGES.codFeeFailed.title
                            : null}
                    </span>
                  ) : null}
                  {isOnlinePayment(method.method) && prepaidSaving > 0 ? (
                    <span className="mt-1 block text-sm font-medium text-gold-deep">
                      Pay online and save {formatMoney(prepaidSaving)}
                    </span>
                  ) : null}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
