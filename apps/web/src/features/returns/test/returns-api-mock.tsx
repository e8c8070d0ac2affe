// A stand-in for the returns API and the My Returns tab around it (imported by tests only).
import type { EligibleOrder, ExchangeOption, ReturnRequest } from '@attar/contracts';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { MyReturnsTab } from '../components/my-returns-tab';
import { pageOf, returnRequestOf } from './return-fixtures';

export interface ReturnsApiAnswers {
  orders?: EligibleOrder[];
  requests?: ReturnRequest[];
  exchangeOptions?: ExchangeOption[];
  /** The answer to POST /api/returns/request; a created request by default. */
  submit?: () => Response | Promise<Response>;
}

export interface RecordedCall {
  method: string;
  url: URL;
  body: unknown;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Answers the returns calls and records every call, with its JSON body: hand `handler` to the
 * test utilities' mockFetch.
 */
export function returnsApi(answers: ReturnsApiAnswers = {}) {
  const calls: RecordedCall[] = [];
  const handler = (url: URL, init: RequestInit | undefined): Response | Promise<Response> => {
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      url,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
    });
    if (url.pathname === '/api/order/my-orders/return-exchange-eligible')
      return json(pageOf(answers.orders ?? []));
    if (url.pathname === '/api/returns/my-requests') return json(pageOf(answers.requests ?? []));
    if (url.pathname === '/api/returns/exchange-options')
      return json(answers.exchangeOptions ?? []);
    if (url.pathname === '/api/returns/request' && method === 'POST') {
      return answers.submit ? answers.submit() : json(returnRequestOf({ id: 70 }), 201);
    }
    return json(
      {
        status: 404,
        error: 'Not Found',
        code: 'NOT_FOUND',
        message: 'Not found',
        requestId: 'test',
      },
      404,
    );
  };
  return {
    handler,
    calls,
    submits: () => calls.filter((call) => call.url.pathname === '/api/returns/request'),
    requestListLoads: () =>
      calls.filter((call) => call.url.pathname === '/api/returns/my-requests'),
  };
}

/** My Returns of a signed-in customer, at /returns: render with the test utilities' renderRoutes. */
export const MY_RETURNS_ROUTES: RouteObject[] = [
  { path: '/returns', element: <MyReturnsTab isSignedIn isActive /> },
];

export const dialog = () => screen.getByRole('dialog', { name: 'Request Return/Exchange' });
export const inDialog = () => within(dialog());
export const submitButton = () =>
  inDialog().getByRole('button', { name: /^(Submit Request|Submitting\.\.\.)$/ });

/** Opens the dialog and chooses the order numbered `orderNumber` (step 1 to step 2). */
export async function openOrder(user: UserEvent, orderNumber = 'AH-2026-000031') {
  await user.click(await screen.findByRole('button', { name: 'Request Return/Exchange' }));
  await user.click(
    await inDialog().findByRole('button', { name: new RegExp(`Order ${orderNumber}`) }),
  );
}

/** The radio of an order line in step 2, found by the product's name. */
export const productRadio = (name: string) =>
  inDialog().getByRole('radio', { name: new RegExp(name) });
