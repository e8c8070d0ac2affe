import type { Order, PlaceOrderRequest } from '@attar/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/order/placeOrder. Each attempt carries a fresh Idempotency-Key, so a request the
 * network repeats never places a second order, while a new click is a new attempt.
 */
export function placeOrder(request: PlaceOrderRequest): Promise<Order> {
  return api.post<Order>('/order/placeOrder', request, { headers: { 'Idempotency-Key': crypto.randomUUID() } });
}

export function usePlaceOrder() {
  return useMutation({ mutationFn: placeOrder });
}
