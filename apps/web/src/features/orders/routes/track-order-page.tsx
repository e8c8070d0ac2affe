import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTrackOrder } from '@/api/orders';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { TextField } from '@/components/ui/field';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { OrderDetails } from '../components/order-details';
import { ORDER_NUMBER_MESSAGE } from '../track-order-messages';

/** /track-order: find one of your orders by its number (or arrive with ?order=) and follow it. */
export function TrackOrderPage() {
  useDocumentTitle(
    'Track Order',
    'Follow one of your Attar House orders: its status, items, totals and timeline.',
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const wanted = searchParams.get('order')?.trim() || null;
  const [typed, setTyped] = useState(wanted ?? '');
  const [typedError, setTypedError] = useState<string | undefined>();
  const order = useTrackOrder(wanted);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    if (!value) {
      setTypedError(ORDER_NUMBER_MESSAGE);
      return;
    }
    setTypedError(undefined);
    setSearchParams({ order: value });
  };

  return (
    <Container className="py-10 sm:py-14">
      <header className="mb-8">
        <p className="text-eyebrow font-medium text-gold-deep uppercase">My account</p>
        <h1 className="mt-2 text-4xl sm:text-5xl">Track Order</h1>
      </header>

      <form
        onSubmit={submit}
        noValidate
        className="mb-8 flex max-w-xl flex-col gap-3 sm:flex-row sm:items-start"
        role="search"
        aria-label="Find an order"
      >
        <TextField
          id="track-order-number"
          label="Order number"
          className="flex-1"
          value={typed}
          maxLength={40}
          error={typedError}
          placeholder="AH-2025-000123"
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" className="sm:mt-7">
          <Search className="size-4" aria-hidden="true" />
          Track
        </Button>
      </form>

      {!wanted ? (
        <p className="text-stone">
          Your order number is in the confirmation mail and in My Account under Orders.
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
              ? `We could not find order ${wanted} in your account.`
              : errorMessage(order.error, 'Failed to load the order. Please try again.')}
          </p>
          <p className="mt-1 text-sm text-stone">Check the number and try again.</p>
        </Card>
      ) : (
        <OrderDetails order={order.data} />
      )}
    </Container>
  );
}
