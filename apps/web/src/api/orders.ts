import type {
  CustomerCancelRequest,
  DeliveryAttemptRequest,
  GuestTrackRequest,
  MyOrdersQuery,
  Order,
  OrderPayment,
  Page,
  PaymentVerifyRequest,
  PlaceOrderRequest,
} from '@attar/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiDownload, pathWith } from '@/lib/api-client';

export type MyOrdersFilter = Partial<MyOrdersQuery>;

/** Every order query sits under `orderKeys.all`: an admin status change refreshes them in one go. */
export const orderKeys = {
  all: ['orders'] as const,
  mine: (filter: MyOrdersFilter) => [...orderKeys.all, 'mine', filter] as const,
  track: (idOrNumber: string) => [...orderKeys.all, 'track', idOrNumber] as const,
  /** A signed-out shopper's lookup: the order number and the email or mobile given with it. */
  guestTrack: (lookup: GuestTrackRequest) =>
    [...orderKeys.all, 'guest-track', lookup.orderNumber, lookup.contact] as const,
};

/** GET /api/order/my-orders/search: your orders, newest first. */
export function fetchMyOrders(filter: MyOrdersFilter, signal?: AbortSignal): Promise<Page<Order>> {
  return api.get<Page<Order>>('/order/my-orders/search', { query: { ...filter }, signal });
}

/** GET /api/order/my-orders/track/{id}: one of your orders, by id or order number. */
export function trackOrder(idOrNumber: string, signal?: AbortSignal): Promise<Order> {
  return api.get<Order>(pathWith('/order/my-orders/track/{id}', { id: idOrNumber }), { signal });
}

/**
 * POST /api/order/track: a signed-out shopper's order, found by its number and the email address
 * or mobile number given with it. No token is sent: the lookup itself is the proof.
 */
export function trackGuestOrder(lookup: GuestTrackRequest, signal?: AbortSignal): Promise<Order> {
  return api.post<Order>('/order/track', lookup, { signal, auth: false });
}

/**
 * POST /api/order/my-orders/{id}/delivery-attempt: after the courier's failed attempt, ask for
 * another (with a new phone for the courier to call); answers the order.
 */
export function askMyDeliveryAttempt(
  orderId: number,
  request: DeliveryAttemptRequest,
): Promise<Order> {
  return api.post<Order>(
    pathWith('/order/my-orders/{id}/delivery-attempt', { id: orderId }),
    request,
  );
}

/** POST /api/order/track/delivery-attempt: the same for a signed-out shopper, by the lookup. */
export function askGuestDeliveryAttempt(
  lookup: GuestTrackRequest,
  request: DeliveryAttemptRequest,
): Promise<Order> {
  return api.post<Order>(
    '/order/track/delivery-attempt',
    { ...lookup, ...request },
    { auth: false },
  );
}

/**
 * POST /api/order/placeOrder. Each attempt carries a fresh Idempotency-Key, so a request the
 * network repeats never places a second order, while a new click is a new attempt.
 */
export function placeOrder(request: PlaceOrderRequest): Promise<Order> {
  return api.post<Order>('/order/placeOrder', request, {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
}

/**
 * GET /api/order/my-orders/{id}/invoice.pdf: the GST tax invoice of one of your shipped orders,
 * fetched with the token (a plain link could not send it).
 */
export function downloadMyInvoice(
  orderId: number,
): Promise<{ blob: Blob; fileName: string | null }> {
  return apiDownload(pathWith('/order/my-orders/{id}/invoice.pdf', { id: orderId }), {
    headers: { Accept: 'application/pdf' },
  });
}

/**
 * GET /api/order/my-orders/{id}/gift-receipt.pdf: a receipt for one of your orders without
 * prices, with the gift message, to put in a present.
 */
export function downloadMyGiftReceipt(
  orderId: number,
): Promise<{ blob: Blob; fileName: string | null }> {
  return apiDownload(pathWith('/order/my-orders/{id}/gift-receipt.pdf', { id: orderId }), {
    headers: { Accept: 'application/pdf' },
  });
}

/**
 * GET /api/order/my-orders/{id}/credit-notes/{creditNoteId}.pdf: a GST credit note issued
 * against one of your orders (a completed return), fetched with the token.
 */
export function downloadMyCreditNote(
  orderId: number,
  creditNoteId: number,
): Promise<{ blob: Blob; fileName: string | null }> {
  return apiDownload(
    pathWith('/order/my-orders/{id}/credit-notes/{creditNoteId}.pdf', {
      id: orderId,
      creditNoteId,
    }),
    { headers: { Accept: 'application/pdf' } },
  );
}

/**
 * POST /api/order/my-orders/{id}/cancel: cancels one of your orders before it ships, with a
 * reason; answers the cancelled order.
 */
export function cancelMyOrder(orderId: number, request: CustomerCancelRequest): Promise<Order> {
  return api.post<Order>(pathWith('/order/my-orders/{id}/cancel', { id: orderId }), request);
}

/** Cancels an order and refreshes every order query (My Account, the track page). */
export function useCancelMyOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CustomerCancelRequest) => cancelMyOrder(orderId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

export const myOrdersQueryOptions = (filter: MyOrdersFilter) =>
  queryOptions({
    queryKey: orderKeys.mine(filter),
    queryFn: ({ signal }) => fetchMyOrders(filter, signal),
  });

export const trackOrderQueryOptions = (idOrNumber: string) =>
  queryOptions({
    queryKey: orderKeys.track(idOrNumber),
    queryFn: ({ signal }) => trackOrder(idOrNumber, signal),
    // A 404 (no such order of yours) will not change by asking again.
    retry: false,
  });

export function useMyOrders(filter: MyOrdersFilter) {
  return useQuery(myOrdersQueryOptions(filter));
}

export function useTrackOrder(idOrNumber: string | null) {
  return useQuery({ ...trackOrderQueryOptions(idOrNumber ?? ''), enabled: Boolean(idOrNumber) });
}

/** A signed-out shopper's order, once they have given its number and their email or mobile. */
export function useGuestTrackOrder(lookup: GuestTrackRequest | null) {
  return useQuery({
    queryKey: orderKeys.guestTrack(lookup ?? { orderNumber: '', contact: '' }),
    queryFn: ({ signal }) => trackGuestOrder(lookup!, signal),
    enabled: lookup !== null,
    // A 404 will not change by asking again, and a 429 must not be asked again at once.
    retry: false,
  });
}

/**
 * Answers a failed delivery attempt, signed in (by the order's id) or as a guest (by `lookup`).
 * The order answered replaces the one shown, under every key it is shown with.
 */
export function useDeliveryAttempt(order: Pick<Order, 'id'>, lookup?: GuestTrackRequest) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DeliveryAttemptRequest) =>
      lookup ? askGuestDeliveryAttempt(lookup, request) : askMyDeliveryAttempt(order.id, request),
    onSuccess: (answered) => {
      if (lookup) {
        queryClient.setQueryData(orderKeys.guestTrack(lookup), answered);
        return;
      }
      // The track page keys the order by its number as typed, the checkout by its id.
      queryClient.setQueriesData<Order>({ queryKey: [...orderKeys.all, 'track'] }, (shown) =>
        shown?.id === answered.id ? answered : shown,
      );
      queryClient.setQueryData(orderKeys.track(String(answered.id)), answered);
      void queryClient.invalidateQueries({ queryKey: [...orderKeys.all, 'mine'] });
    },
  });
}

/**
 * Places an order. The answer is the order as tracking it answers, so My Account shows the order
 * just placed at once (under its id), and the lists of your orders are fetched afresh.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.track(String(order.id)), order);
      void queryClient.invalidateQueries({ queryKey: [...orderKeys.all, 'mine'] });
    },
  });
}

/*
 * Paying an order online (the customer's side): reopening the gateway's payment, checking what
 * the gateway hands back, and switching an unpaid order to cash on delivery. Each answer changes
 * the order, so the customer's views of it (tracking, My Account's lists) are refreshed; the
 * order itself, when answered, goes straight into the tracking cache under its id.
 */

/** POST /api/payments/orders/{id}/start: how to pay an order awaiting online payment. */
export function startOrderPayment(orderId: number): Promise<OrderPayment> {
  return api.post<OrderPayment>(pathWith('/payments/orders/{id}/start', { id: orderId }));
}

/** POST /api/payments/razorpay/verify: the gateway's signed result; answers the order. */
export function verifyOrderPayment(request: PaymentVerifyRequest): Promise<Order> {
  return api.post<Order>('/payments/razorpay/verify', request);
}

/** POST /api/payments/orders/{id}/pay-on-delivery: the same order, paid in cash on delivery. */
export function payOrderOnDelivery(orderId: number): Promise<Order> {
  return api.post<Order>(pathWith('/payments/orders/{id}/pay-on-delivery', { id: orderId }));
}

/** POST /api/order/my-orders/{id}/confirm-cod: the mailed code confirms a cash-on-delivery order. */
export function confirmCodOrder({
  orderId,
  code,
}: {
  orderId: number;
  code: string;
}): Promise<Order> {
  return api.post<Order>(pathWith('/order/my-orders/{id}/confirm-cod', { id: orderId }), { code });
}

/** POST /api/order/my-orders/{id}/confirm-cod/resend: a new code by mail (once a minute). */
export function resendCodCode(orderId: number): Promise<Order> {
  return api.post<Order>(pathWith('/order/my-orders/{id}/confirm-cod/resend', { id: orderId }));
}

function useOrderAnswer() {
  const queryClient = useQueryClient();
  return (order: Order) => {
    queryClient.setQueryData(orderKeys.track(String(order.id)), order);
    void queryClient.invalidateQueries({ queryKey: [...orderKeys.all, 'mine'] });
  };
}

/** Reopens the payment; the caller sends the browser to its checkoutUrl. */
export function useStartOrderPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startOrderPayment,
    // A refusal (paid, cancelled, switched meanwhile) means the order shown is out of date.
    onError: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

export function useVerifyOrderPayment() {
  const keep = useOrderAnswer();
  return useMutation({ mutationFn: verifyOrderPayment, onSuccess: keep });
}

export function usePayOrderOnDelivery() {
  const keep = useOrderAnswer();
  return useMutation({ mutationFn: payOrderOnDelivery, onSuccess: keep });
}

export function useConfirmCodOrder() {
  const keep = useOrderAnswer();
  return useMutation({ mutationFn: confirmCodOrder, onSuccess: keep });
}

export function useResendCodCode() {
  const keep = useOrderAnswer();
  return useMutation({ mutationFn: resendCodCode, onSuccess: keep });
}
