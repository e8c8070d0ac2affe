import {
  NO_PROMOTION_TARGETS,
  type Promotion,
  type PromotionPayload,
  PROMOTION_MESSAGES,
} from '@attar/contracts';
import {
  adminProduct,
  CATEGORIES,
  pageOf,
  type RecordedCall,
  recordCall,
} from '@/features/admin/products/test-fixtures';

export const ROSE = adminProduct(11, { name: 'Taif Rose Attar', sku: 'AH-ROSE-12' });
export const OUD = adminProduct(12, { name: 'Oud Royale', sku: 'AH-OUD-12' });
const PRODUCTS = [ROSE, OUD];

const promotion = (values: Partial<Promotion> & Pick<Promotion, 'id' | 'title'>): Promotion => ({
  code: null,
  kind: 'PERCENT_OFF',
  percent: null,
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
  status: 'ACTIVE',
  stats: { uses: 0, revenue: 0, discount: 0 },
  createdAt: '2026-11-01T05:00:00.000Z',
  ...values,
});

/** Five promotions, newest first: one of each kind. */
export const PROMOTIONS: Promotion[] = [
  promotion({
    id: 5,
    code: 'DIWALI20',
    title: 'Diwali on jewellery',
    percent: 20,
    includes: { productIds: [11], categoryIds: [4], variantSkus: [] },
    usageLimit: 5,
    startsAt: '2026-11-12T00:00',
    endsAt: '2026-11-14T23:59',
    status: 'SCHEDULED',
  }),
  promotion({
    id: 4,
    code: 'FLAT500',
    title: 'Five hundred off',
    kind: 'AMOUNT_OFF',
    amountOff: 500,
    stats: { uses: 3, revenue: 14_250.5, discount: 1_500 },
    usageLimit: 5,
    perCustomerLimit: 1,
  }),
  promotion({
    id: 3,
    code: 'B2G1',
    title: 'BUY 2 GET 1',
    kind: 'BUY_X_GET_Y',
    buyQuantity: 2,
    getQuantity: 1,
    stats: { uses: 12, revenue: 98_000, discount: 21_000 },
    isActive: false,
    status: 'OFF',
  }),
  promotion({
    id: 2,
    title: 'Free shipping on attars',
    kind: 'FREE_SHIPPING',
    startsAt: '2026-10-01T09:30',
    status: 'ACTIVE',
  }),
  promotion({
    id: 1,
    title: 'A gift above ₹2,999',
    kind: 'FREE_GIFT',
    giftSku: 'AH-ROSE-3',
    minCartValue: 2999,
    endsAt: '2026-10-31T23:59',
    status: 'ENDED',
  }),
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const error = (status: number, code: string, message: string) =>
  json({ status, error: 'Error', code, message, requestId: 't' }, status);

/**
 * The promotions API as a fake server keeping its promotions (give `handle` to the test's fetch
 * mock), with the product search, the products and the categories the form reads. Reads, adds,
 * edits and deletes work as the real ones: a code in use is 409, deleting a used one 409.
 * `refuse` may answer a write instead. Every write is recorded.
 */
export function promotionServer(
  refuse: (call: RecordedCall) => Response | undefined = () => undefined,
) {
  let promotions = PROMOTIONS.map((entry) => ({ ...entry }));
  const writes: RecordedCall[] = [];
  const idOf = (url: URL) => Number(url.pathname.split('/').pop());
  const codeTaken = (payload: PromotionPayload, id?: number) => {
    const code = payload.code?.toUpperCase() ?? null;
    return code !== null && promotions.some((entry) => entry.code === code && entry.id !== id)
      ? error(409, 'CONFLICT', PROMOTION_MESSAGES.codeTaken(code))
      : null;
  };
  const stored = (payload: PromotionPayload, base: Promotion): Promotion => ({
    ...base,
    ...(payload as Partial<Promotion>),
    code: payload.code?.toUpperCase() ?? null,
  });

  const write = (call: RecordedCall): Response => {
    const { method, url } = call;
    const payload = call.body as PromotionPayload;
    if (method === 'POST') {
      const taken = codeTaken(payload);
      if (taken) return taken;
      const added = stored(payload, promotion({ id: 10 + promotions.length, title: '' }));
      promotions = [added, ...promotions];
      return json(added, 201);
    }
    const current = promotions.find((entry) => entry.id === idOf(url));
    if (!current) return error(404, 'NOT_FOUND', 'There is no promotion with this id.');
    if (method === 'PUT') {
      const taken = codeTaken(payload, current.id);
      if (taken) return taken;
      const saved = stored(payload, current);
      promotions = promotions.map((entry) => (entry.id === saved.id ? saved : entry));
      return json(saved);
    }
    if (method === 'DELETE') {
      if (current.stats.uses > 0)
        return error(409, 'CONFLICT', PROMOTION_MESSAGES.usedCannotBeDeleted);
      promotions = promotions.filter((entry) => entry.id !== current.id);
      return new Response(null, { status: 204 });
    }
    return error(405, 'METHOD_NOT_ALLOWED', 'Not allowed');
  };

  const handle = (url: URL, init: RequestInit | undefined): Response => {
    const call = recordCall(url, init);
    const { pathname } = url;
    if (pathname === '/api/categories/getCategory') return json(pageOf(CATEGORIES));
    if (pathname === '/api/admin/products') {
      const search = url.searchParams.get('search')?.toLowerCase() ?? '';
      return json(
        pageOf(PRODUCTS.filter((product) => product.name.toLowerCase().includes(search))),
      );
    }
    if (pathname.startsWith('/api/admin/products/')) {
      const product = PRODUCTS.find((entry) => entry.id === idOf(url));
      return product ? json(product) : error(404, 'NOT_FOUND', 'No such product');
    }
    if (!pathname.startsWith('/api/admin/promotions')) return error(404, 'NOT_FOUND', 'Not found');
    if (call.method === 'GET') {
      if (pathname === '/api/admin/promotions') return json(promotions);
      const found = promotions.find((entry) => entry.id === idOf(url));
      return found ? json(found) : error(404, 'NOT_FOUND', 'There is no promotion with this id.');
    }
    writes.push(call);
    return refuse(call) ?? write(call);
  };
  return { handle, writes };
}
