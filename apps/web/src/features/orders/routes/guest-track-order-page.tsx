import { type GuestTrackRequest, guestTrackSchema, SHIPMENT_MESSAGES } from '@attar/contracts';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useGuestTrackOrder } from '@/api/orders';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { TextField } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api-client';
import { LOGIN_PATH } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { OrderDetails } from '../components/order-details';
import { ORDER_NUMBER_MESSAGE } from '../track-order-messages';

interface LookupErrors {
  orderNumber?: string;
  contact?: string;
}

/** The lookup to send, trimmed, or what the form's two fields lack in the store's words. */
function checkLookup(
  typed: GuestTrackRequest,
): { lookup: GuestTrackRequest } | { errors: LookupErrors } {
  const checked = guestTrackSchema.safeParse(typed);
  if (checked.success) return { lookup: checked.data };
  const errors: LookupErrors = {};
  for (const issue of checked.error.issues) {
    // The contract's own words for the number are zod's; the track page has its own.
    if (issue.path[0] === 'orderNumber') errors.orderNumber ??= ORDER_NUMBER_MESSAGE;
    if (issue.path[0] === 'contact') errors.contact ??= issue.message;
  }
  return { errors };
}

/**
 * /track-order signed out: a guest finds an order by its number and the email address or mobile
 * number given with it (the delivery-failure mail's link, `?order=`, fills in the number), and
 * follows it as a signed-in shopper does, failed delivery answers included.
 */
export function GuestTrackOrderPage() {
  useDocumentTitle(
    'Track Order',
    'Follow an Attar House order with its number and the email or mobile number given with it.',
  );
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [orderNumber, setOrderNumber] = useState(() => searchParams.get('order')?.trim() ?? '');
  const [contact, setContact] = useState('');
  const [errors, setErrors] = useState<LookupErrors>({});
  const [lookup, setLookup] = useState<GuestTrackRequest | null>(null);
  const order = useGuestTrackOrder(lookup);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkLookup({ orderNumber, contact });
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    const next = checked.lookup;
    setErrors({});
    // Asking again for the same order (after a refusal, say) fetches it afresh.
    if (lookup?.orderNumber === next.orderNumber && lookup.contact === next.contact)
      void order.refetch();
    else setLookup(next);
    // The number goes in the address (a reload, or signing in, comes back to it); the contact not.
    setSearchParams({ order: next.orderNumber }, { replace: true });
  };

  return (
    <Container className="py-10 sm:py-14">
      <header className="mb-8 max-w-2xl">
        <p className="text-eyebrow font-medium text-gold-deep uppercase">Your order</p>
        <h1 className="mt-2 text-4xl sm:text-5xl">Track Order</h1>
        <p className="mt-3 text-stone">
          Enter your order number and the email address or mobile number you gave with the order.
        </p>
      </header>

      <form
        onSubmit={submit}
        noValidate
        className="mb-8 grid max-w-3xl gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start"
        role="search"
        aria-label="Find an order"
      >
        <TextField
          id="guest-track-order-number"
          label="Order number"
          value={orderNumber}
          maxLength={40}
          autoComplete="off"
          error={errors.orderNumber}
          placeholder="AH-2025-000123"
          onChange={(event) => setOrderNumber(event.target.value)}
        />
        <TextField
          id="guest-track-contact"
          label="Email or mobile number"
          value={contact}
          maxLength={254}
          autoComplete="email"
          inputMode="email"
          error={errors.contact}
          onChange={(event) => setContact(event.target.value)}
        />
        <Button type="submit" className="sm:mt-7">
          <Search className="size-4" aria-hidden="true" />
          Track
        </Button>
      </form>

      {!lookup ? (
        <p className="max-w-2xl text-stone">
          Your order number is in the confirmation mail. Have an account?{' '}
          <Link
            to={LOGIN_PATH}
            state={{ from: location }}
            className="text-gold-deep underline underline-offset-4"
          >
            Sign in
          </Link>{' '}
          to see all your orders.
        </p>
      ) : order.isPending ? (
        <div role="status" className="grid gap-6 lg:grid-cols-3">
          <span className="sr-only">Looking up your order...</span>
          <Skeleton className="h-80 lg:col-span-2" />
          <Skeleton className="h-80" />
        </div>
      ) : order.isError ? (
        <Card role="alert">
          <p className="text-ink">
            {order.error instanceof ApiError && order.error.status === 404
              ? SHIPMENT_MESSAGES.trackNotFound
              : errorMessage(order.error, 'Failed to load the order. Please try again.')}
          </p>
          <p className="mt-1 text-sm text-stone">
            {order.error instanceof ApiError && order.error.status === 429
              ? 'Wait a few minutes before you try again.'
              : 'Check both and try again.'}
          </p>
        </Card>
      ) : (
        <OrderDetails order={order.data} lookup={lookup} />
      )}
    </Container>
  );
}
