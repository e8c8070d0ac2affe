import { NotFoundView } from '@/components/not-found-view';
import { RequireUser } from '@/features/auth/components/require-user';
import { PaymentResultPage } from '@/features/checkout/routes/payment-result-page';
import { LoadingSection } from '../layouts/loading-page';

/** An order id as the checkout and the gateway's page write it. */
const ORDER_ID = /^[1-9]\d{0,8}$/;

/**
 * /checkout/payment/:orderId (under the checkout's route): the payment result of one of the shopper's orders. Signing in
 * first comes back here with the gateway's answer in the address intact.
 */
export function CheckoutPaymentRoute({ orderId: raw }: { orderId: string }) {
  if (!ORDER_ID.test(raw)) return <NotFoundView />;
  return (
    <RequireUser fallback={<LoadingSection />}>
      <PaymentResultPage orderId={Number(raw)} />
    </RequireUser>
  );
}
