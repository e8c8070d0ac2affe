import type { Address, Order, PlaceOrderRequest, Quote, QuoteRequest } from '@attar/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, LockKeyhole } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { isOnlinePayment, isPayOnDelivery } from '@attar/contracts';
import { useActivePaymentMethods, useCodFee } from '@/api/payments';
import { quoteQueryOptions, useQuote } from '@/api/quotes';
import { useDeliveryCheck } from '@/api/shipping';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { formatMoney } from '@/lib/format-money';
import { checkoutPaymentPath, profilePlacedOrderPath } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { CheckoutItem } from '../checkout-item';
import {
  addressStepBlocker,
  CHECKOUT_MESSAGES,
  paymentStepBlocker,
  REDIRECT_AFTER_ORDER_MS,
  type CheckoutStep,
  type DeliveryStatus,
} from '../checkout-rules';
import { CheckoutStepper } from '../components/checkout-stepper';
import { DeliveryDateNote } from '../components/delivery-date-note';
import { DeliveryStatusNote } from '../components/delivery-status';
import { OrderSummary } from '../components/order-summary';
import { PaymentStep } from '../components/payment-step';
import { ReviewStep } from '../components/review-step';
import { GiftOptions, type GiftChoice } from '../components/gift-options';
import { useOrderPlacement } from '../hooks/use-order-placement';

const PAYMENT_REQUIRED_TOAST = 'payment-method-required';

export interface AddressPicker {
  selected: Address | null;
  onSelect: (address: Address | null) => void;
}

interface CheckoutPageProps {
  items: CheckoutItem[];
  /** The promo code applied in the cart, if any. */
  promoCode: string | null;
  /** Empties the cart once the order is placed. */
  onOrderPlaced: () => void;
  /** The address book with a choice of one (the addresses feature, composed by the app). */
  renderAddresses: (picker: AddressPicker) => ReactNode;
}

/**
 * /checkout: three steps, address, payment, review, then Place Order (docs/product.md, "Screens and
 * routes" and "States and transitions").
 */
export function CheckoutPage({
  items,
  promoCode,
  onOrderPlaced,
  renderAddresses,
}: CheckoutPageProps) {
  useDocumentTitle(
    'Checkout',
    'Choose a shipping address and a payment method, review your order and place it.',
  );
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<CheckoutStep>(1);
  const [address, setAddress] = useState<Address | null>(null);
  const [paymentMethodId, setPaymentMethodId] = useState<number | null>(null);
  const [placedOrder, setPlacedOrder] = useState<Order | null>(null);
  const [showPaymentRequired, setShowPaymentRequired] = useState(false);
  const [gift, setGift] = useState<GiftChoice>({ wrap: false, message: '' });
  const stepTitle = useRef<HTMLHeadingElement>(null);
  const isFirstStep = useRef(true);

  const pincode = address?.zipCode ?? null;
  const delivery = useDeliveryCheck(pincode);
  const methods = useActivePaymentMethods();
  const codFee = useCodFee();
  const quoteRequest: QuoteRequest = {
    items: items.map((item) => ({
      productId: item.id,
      // The variant by SKU; an item stored without one is its product's default.
      ...(item.sku ? { sku: item.sku } : {}),
      quantity: item.quantity,
    })),
    promoCode: promoCode ?? undefined,
    pincode: pincode ?? undefined,
    paymentMethodId: paymentMethodId ?? undefined,
    ...(gift.wrap ? { giftWrap: true } : {}),
  };
  const quote = useQuote(quoteRequest);
  const giftWrapOffered = quote.data?.giftWrap.offered;

  const deliveryStatus: DeliveryStatus | null = !pincode
    ? null
    : delivery.isError
      ? 'failed'
      : delivery.isPending
        ? 'checking'
        : delivery.data.available
          ? 'available'
          : 'unavailable';
  // The pincode must take cash on delivery, and the quote says whether the cart may (the store's
  // COD limit); its message says why not.
  const codAvailable = (delivery.data?.codAvailable ?? false) && (quote.data?.codAvailable ?? true);
  const codUnavailableMessage = quote.data?.codMessage ?? null;
  const chosenMethod = methods.data?.find((method) => method.id === paymentMethodId);

  useEffect(() => {
    if (codFee.isError) toast.error(CHECKOUT_MESSAGES.codFeeFailed.title);
  }, [codFee.isError]);

  // Cash on delivery stops being a choice when the address moves to a pincode without it, or the
  // cart goes above the COD limit.
  useEffect(() => {
    if (chosenMethod && isPayOnDelivery(chosenMethod.method) && delivery.data && !codAvailable)
      setPaymentMethodId(null);
  }, [chosenMethod, delivery.data, codAvailable]);

  // Gift wrap the store stopped offering is unticked rather than refused at Place Order.
  useEffect(() => {
    if (giftWrapOffered === false) setGift((current) => ({ ...current, wrap: false }));
  }, [giftWrapOffered]);

  // A new step starts at its title: the view goes there (on a phone the buttons sit far below)
  // and a screen reader announces it.
  useEffect(() => {
    if (isFirstStep.current) {
      isFirstStep.current = false;
      return;
    }
    stepTitle.current?.focus();
  }, [step]);

  useEffect(() => {
    // An order paid online goes to the gateway's page instead (see onPlaced).
    if (!placedOrder || isOnlinePayment(placedOrder.paymentMethod.method)) return;
    // My Account opens on the order just placed; its id in the address survives a reload.
    const timer = window.setTimeout(
      () => void navigate(profilePlacedOrderPath(placedOrder.id)),
      REDIRECT_AFTER_ORDER_MS,
    );
    return () => window.clearTimeout(timer);
  }, [placedOrder, navigate]);

  const placement = useOrderPlacement({
    onNewQuote: (fresh: Quote) =>
      queryClient.setQueryData(quoteQueryOptions(quoteRequest).queryKey, fresh),
    onPlaced: (order) => {
      setPlacedOrder(order);
      // The order is placed either way: the cart is done with, whether or not it is paid yet.
      onOrderPlaced();
      if (!isOnlinePayment(order.paymentMethod.method)) return;
      // The gateway's page is a page of the store's server, not of this app: a whole page load.
      // Without it (the gateway did not answer), the payment page offers to try again.
      if (order.payment) window.location.assign(order.payment.checkoutUrl);
      else void navigate(checkoutPaymentPath(order.id), { replace: true });
    },
  });

  if (placedOrder) {
    return isOnlinePayment(placedOrder.paymentMethod.method) ? (
      <GoingToPayment order={placedOrder} />
    ) : (
      <OrderPlaced order={placedOrder} />
    );
  }
  if (items.length === 0) return <Navigate to="/cart" replace />;

  const addressBlocker = addressStepBlocker(address !== null, deliveryStatus);

  const goToReview = () => {
    if (paymentStepBlocker(paymentMethodId)) {
      setShowPaymentRequired(true);
      toast.error(CHECKOUT_MESSAGES.paymentRequired.title, {
        id: PAYMENT_REQUIRED_TOAST,
        description: CHECKOUT_MESSAGES.paymentRequired.description,
      });
      return;
    }
    setStep(3);
  };

  const placeOrder = () => {
    if (!address || paymentMethodId === null || !quote.data) return;
    const request: PlaceOrderRequest = {
      shippingAddressId: address.id,
      paymentMethodId,
      totalAmount: quote.data.total,
      items: items.map((item) => ({
        productId: item.id,
        productName: item.name,
        productSku: item.sku || undefined,
        quantity: item.quantity,
        price: item.price,
      })),
      promoCode: promoCode ?? undefined,
      ...(gift.wrap ? { giftWrap: true } : {}),
      ...(gift.message.trim() ? { giftMessage: gift.message } : {}),
    };
    placement.place(request);
  };

  return (
    <Container className="py-10 sm:py-14">
      <header className="mb-8">
        <p className="text-eyebrow font-medium text-gold-deep uppercase">Secure checkout</p>
        <h1 className="mt-2 text-4xl sm:text-5xl">Checkout</h1>
      </header>
      <CheckoutStepper current={step} />

      <div className="mt-8 grid items-start gap-6 lg:grid-cols-3">
        <section
          aria-labelledby="step-title"
          className="rounded-card border border-rule bg-paper p-5 sm:p-7 lg:col-span-2"
        >
          <h2
            id="step-title"
            ref={stepTitle}
            tabIndex={-1}
            className="mb-5 scroll-mt-28 focus:outline-none text-2xl sm:text-[1.7rem]"
          >
            {step === 1 ? 'Shipping Address' : step === 2 ? 'Payment Method' : 'Review Order'}
          </h2>
          {step === 1 ? (
            <div className="space-y-5">
              {renderAddresses({ selected: address, onSelect: setAddress })}
              {pincode && deliveryStatus ? (
                <DeliveryStatusNote
                  pincode={pincode}
                  status={deliveryStatus}
                  notice={addressBlocker ?? CHECKOUT_MESSAGES.deliveryAvailable}
                  charge={delivery.data?.charge ?? null}
                  onRetry={() => void delivery.refetch()}
                />
              ) : null}
            </div>
          ) : step === 2 ? (
            <div className="space-y-4">
              <PaymentStep
                methods={methods.data}
                isLoading={methods.isPending}
                isError={methods.isError}
                onRetry={() => void methods.refetch()}
                selectedId={paymentMethodId}
                onSelect={(id) => {
                  setPaymentMethodId(id);
                  setShowPaymentRequired(false);
                  toast.dismiss(PAYMENT_REQUIRED_TOAST);
                }}
                codAvailable={codAvailable}
                codUnavailableMessage={codUnavailableMessage}
                codFee={codFee.data?.codFee ?? null}
                codFeeFailed={codFee.isError}
                prepaidSaving={quote.data?.prepaidSaving ?? 0}
              />
              {showPaymentRequired ? <Notice {...CHECKOUT_MESSAGES.paymentRequired} /> : null}
            </div>
          ) : address ? (
            <div className="space-y-8">
              <ReviewStep address={address} paymentMethod={chosenMethod} quote={quote.data} />
              <GiftOptions offer={quote.data?.giftWrap} value={gift} onChange={setGift} />
            </div>
          ) : null}
        </section>

        <aside className="lg:col-start-3 lg:row-span-2 lg:row-start-1">
          <OrderSummary
            quote={quote.data}
            isError={quote.isError}
            onRetry={() => void quote.refetch()}
            hasPincode={pincode !== null}
          />
          <DeliveryDateNote pincode={pincode} quote={quote.data} />
        </aside>

        <div className="space-y-4 lg:col-span-2">
          {step === 1 && addressBlocker && !pincode ? <Notice {...addressBlocker} /> : null}
          {step === 3 && placement.problem ? (
            <PlacementProblemNote problem={placement.problem} />
          ) : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            {step === 1 ? (
              <Button variant="outline" asChild>
                <Link to="/cart">Back to Cart</Link>
              </Button>
            ) : (
              <Button
                variant="outline"
                onClick={() => setStep(step === 3 ? 2 : 1)}
                disabled={placement.isPlacing}
              >
                Previous
              </Button>
            )}
            {step === 1 ? (
              <Button onClick={() => setStep(2)} disabled={addressBlocker !== null}>
                Continue
              </Button>
            ) : step === 2 ? (
              <Button onClick={goToReview}>Continue</Button>
            ) : (
              <Button
                onClick={placeOrder}
                disabled={placement.isPlacing || !quote.data || quote.isFetching}
              >
                {placement.isPlacing ? 'Placing order...' : 'Place Order'}
              </Button>
            )}
          </div>
        </div>
      </div>
    </Container>
  );
}

function Notice({ title, description }: { title: string; description?: string }) {
  return (
    <div role="alert" className="rounded-card border border-danger/30 bg-danger/5 p-4 text-sm">
      <p className="font-medium text-ink">{title}</p>
      {description ? <p className="text-stone">{description}</p> : null}
    </div>
  );
}

function PlacementProblemNote({
  problem,
}: {
  problem: NonNullable<ReturnType<typeof useOrderPlacement>['problem']>;
}) {
  if (problem.kind === 'price-changed') {
    return (
      <Notice
        title="Prices have changed"
        description={`The new total is ${formatMoney(problem.quote.total)}. Review the summary and press Place Order to confirm it.`}
      />
    );
  }
  return <Notice title={CHECKOUT_MESSAGES.orderFailed.title} description={problem.message} />;
}

function OrderPlaced({ order }: { order: Order }) {
  return (
    <Container className="py-16 text-center sm:py-24">
      <CircleCheck className="mx-auto size-12 text-success" aria-hidden="true" strokeWidth={1.25} />
      <h1 className="mt-4 text-4xl sm:text-5xl">{CHECKOUT_MESSAGES.orderPlaced.title}</h1>
      <p className="mt-3 text-stone">
        Order <span className="font-medium text-ink">{order.orderNumber}</span>, total{' '}
        {formatMoney(order.totalAmount)}.
      </p>
      <p className="mt-1 text-sm text-stone" role="status">
        Taking you to My Account...
      </p>
    </Container>
  );
}

/** While the browser loads the gateway's page after Place Order. */
function GoingToPayment({ order }: { order: Order }) {
  return (
    <Container className="py-16 text-center sm:py-24">
      <LockKeyhole
        className="mx-auto size-12 text-gold-deep"
        aria-hidden="true"
        strokeWidth={1.25}
      />
      <h1 className="mt-4 text-4xl sm:text-5xl">Taking you to the payment page</h1>
      <p className="mt-3 text-stone">
        Order <span className="font-medium text-ink">{order.orderNumber}</span> is placed. Pay{' '}
        {formatMoney(order.totalAmount)} there to confirm it.
      </p>
      <p className="mt-1 text-sm text-stone" role="status">
        Opening the payment page...
      </p>
    </Container>
  );
}
