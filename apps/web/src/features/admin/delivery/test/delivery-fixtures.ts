import type {
  DeliveryZone,
  DeliveryZonePayload,
  DeliveryZoneTest,
  LocationState,
} from '@attar/contracts';

export const STATES: LocationState[] = [
  { stateId: 'KA', stateName: 'Karnataka', cities: [] },
  { stateId: 'MH', stateName: 'Maharashtra', cities: [] },
];

const zone = (values: Partial<DeliveryZone> & Pick<DeliveryZone, 'id' | 'name'>): DeliveryZone => ({
  priority: values.id,
  kind: 'PINCODE',
  values: [],
  deliverable: true,
  charge: 0,
  freeAbove: null,
  codAvailable: true,
  codLimit: null,
  daysFrom: 1,
  daysTo: 2,
  updatedAt: '2026-11-29T05:00:00.000Z',
  ...values,
});

/** Three zones in priority order: a prefix, a state, and pincodes not delivered to. */
export const ZONES: DeliveryZone[] = [
  zone({
    id: 1,
    name: 'Mumbai',
    kind: 'PREFIX',
    values: ['400'],
    charge: 49,
    freeAbove: 2999,
    codLimit: 3000,
  }),
  zone({
    id: 2,
    name: 'Karnataka',
    kind: 'STATE',
    values: ['KA'],
    charge: 99,
    codAvailable: false,
    daysFrom: 3,
    daysTo: 5,
  }),
  zone({ id: 3, name: 'Islands', values: ['744101'], deliverable: false }),
];

export const MUMBAI_TEST: DeliveryZoneTest = {
  pincode: '400001',
  zone: { id: 1, name: 'Mumbai' },
  explanation: 'Zone 1, Mumbai (pincodes starting with): 400001 starts with 400.',
  available: true,
  charge: 49,
  freeAbove: 2999,
  codAvailable: true,
  estimatedDelivery: { from: '2026-12-01', to: '2026-12-03' },
};

export interface Call {
  method: string;
  url: URL;
  body: unknown;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const notFound = () =>
  json(
    { status: 404, error: 'Error', code: 'NOT_FOUND', message: 'Not found', requestId: 't' },
    404,
  );

/** What the fake server answers for a pincode: Mumbai for 400001, no zone for any other. */
function testAnswer(pincode: string): DeliveryZoneTest {
  if (pincode === MUMBAI_TEST.pincode) return MUMBAI_TEST;
  return {
    pincode,
    zone: null,
    explanation: `No zone lists ${pincode}: no delivery.`,
    available: false,
    charge: 0,
    freeAbove: null,
    codAvailable: false,
    estimatedDelivery: null,
  };
}

/**
 * The delivery zone API as a fake server keeping its zones (give `handle` to the test's fetch
 * mock): reads, adds, reorders and deletes work as the real ones; `refuse` may answer a write
 * instead (a 400, say). Every write and every pincode tested is recorded.
 */
export function zoneServer(refuse: (call: Call) => Response | undefined = () => undefined) {
  let zones = ZONES.map((entry) => ({ ...entry }));
  const writes: Call[] = [];
  const tests: string[] = [];
  const renumbered = (list: DeliveryZone[]) =>
    list.map((entry, index) => ({ ...entry, priority: index + 1 }));

  const write = (call: Call): Response => {
    const { method, url, body } = call;
    if (method === 'POST') {
      const added = {
        ...(body as DeliveryZonePayload),
        id: 10 + zones.length,
        priority: zones.length + 1,
        updatedAt: '2026-11-29T05:00:00.000Z',
      } as DeliveryZone;
      zones = [...zones, added];
      return json(added, 201);
    }
    if (method === 'PUT' && url.pathname.endsWith('/order')) {
      const { ids } = body as { ids: number[] };
      zones = renumbered(ids.map((id) => zones.find((entry) => entry.id === id)!));
      return json(zones);
    }
    if (method === 'PUT') {
      const id = Number(url.pathname.split('/').pop());
      zones = zones.map((entry) =>
        entry.id === id ? { ...entry, ...(body as DeliveryZonePayload) } : entry,
      );
      return json(zones.find((entry) => entry.id === id));
    }
    if (method === 'DELETE') {
      const id = Number(url.pathname.split('/').pop());
      zones = renumbered(zones.filter((entry) => entry.id !== id));
      return new Response(null, { status: 204 });
    }
    return notFound();
  };

  const handle = (url: URL, init: RequestInit | undefined): Response => {
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    if (url.pathname === '/api/location/user') return json(STATES);
    if (url.pathname === '/api/admin/delivery-zones/test') {
      const pincode = url.searchParams.get('pincode') ?? '';
      tests.push(pincode);
      return json(testAnswer(pincode));
    }
    if (!url.pathname.startsWith('/api/admin/delivery-zones')) return notFound();
    if (method === 'GET') return json(zones);
    const call = { method, url, body };
    writes.push(call);
    return refuse(call) ?? write(call);
  };
  return { handle, writes, tests };
}
