import { NO_PROMOTION_TARGETS, type Promotion, type PromotionPayload } from '@attar/contracts';
import { json, withToken, type TestApp } from './test-app.js';

/** A promotion as the admin's form sends it: 20% off with the code DIWALI20, unless told. */
export function promotionPayload(values: Partial<PromotionPayload> = {}): PromotionPayload {
  return {
    code: 'DIWALI20',
    title: 'Diwali: 20% off',
    kind: 'PERCENT_OFF',
    percent: 20,
    amountOff: null,
    buyQuantity: null,
    getQuantity: null,
    giftSku: null,
    minCartValue: null,
    includes: NO_PROMOTION_TARGETS,
    excludes: NO_PROMOTION_TARGETS,
    firstOrderOnly: false,
    customerEmails: [],
    usageLimit: null,
    perCustomerLimit: null,
    startsAt: null,
    endsAt: null,
    isActive: true,
    ...values,
  };
}

/** Adds a promotion through the admin's API; throws when it is refused. */
export async function createdPromotion(
  t: TestApp,
  adminToken: string,
  values: Partial<PromotionPayload> = {},
): Promise<Promotion> {
  const response = await t.app.inject(
    withToken(adminToken, {
      method: 'POST',
      url: '/api/admin/promotions',
      payload: promotionPayload(values),
    }),
  );
  if (response.statusCode !== 201) throw new Error(`promotion not created: ${response.body}`);
  return json<Promotion>(response);
}

/** Switches a promotion on or off through the admin's API (PUT of the whole promotion). */
export async function switchPromotion(
  t: TestApp,
  adminToken: string,
  promotion: Promotion,
  isActive: boolean,
): Promise<void> {
  const { id, status: _status, stats: _stats, createdAt: _createdAt, ...input } = promotion;
  const response = await t.app.inject(
    withToken(adminToken, {
      method: 'PUT',
      url: `/api/admin/promotions/${id}`,
      payload: { ...input, isActive },
    }),
  );
  if (response.statusCode !== 200) throw new Error(`promotion not changed: ${response.body}`);
}
