import type { LocationState, PincodeLookup } from '@attar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/location/user', () => {
  it('answers the states of India with their cities, state then city in order', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/location/user' });
    expect(response.statusCode).toBe(200);
    const states = json<LocationState[]>(response);
    expect(states.length).toBeGreaterThanOrEqual(36);
    const names = states.map((state) => state.stateName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-IN')));
    const maharashtra = states.find((state) => state.stateName === 'Maharashtra');
    expect(maharashtra?.stateId).toBe('MH');
    expect(maharashtra?.cities.map((city) => city.cityName)).toEqual(
      expect.arrayContaining(['Mumbai', 'Pune', 'Nagpur']),
    );
    expect(maharashtra?.cities.find((city) => city.cityName === 'Pune')).toEqual({
      cityId: 'MH-pune',
      cityName: 'Pune',
    });
    for (const state of states) {
      const ids = state.cities.map((city) => city.cityId);
      expect(new Set(ids).size).toBe(ids.length);
    }
    expect(
      states.find((state) => state.stateName === 'Karnataka')?.cities.map((city) => city.cityName),
    ).toContain('Bengaluru');
  });
});

describe('GET /api/location/pincode/{pincode}', () => {
  const lookUp = (pincode: string) =>
    t.app.inject({ method: 'GET', url: `/api/location/pincode/${encodeURIComponent(pincode)}` });
  async function place(pincode: string): Promise<PincodeLookup> {
    const response = await lookUp(pincode);
    expect(response.statusCode).toBe(200);
    return json<PincodeLookup>(response);
  }

  it('answers the state, the district and city suggestions, the district first', async () => {
    const gurugram = await place('122001');
    expect(gurugram).toMatchObject({
      pincode: '122001',
      stateId: 'HR',
      state: 'Haryana',
      district: 'Gurugram',
    });
    expect(gurugram.cities[0]).toBe('Gurugram');
    // The district's old name stays a suggestion; post offices' towns follow.
    expect(gurugram.cities).toEqual(expect.arrayContaining(['Gurgaon', 'Arjun Nagar']));
    expect(gurugram.places).toEqual([
      {
        stateId: 'HR',
        state: 'Haryana',
        district: 'Gurugram',
        cities: gurugram.cities,
      },
    ]);
    expect(await place('682001')).toMatchObject({
      state: 'Kerala',
      stateId: 'KL',
      district: 'Ernakulam',
      cities: expect.arrayContaining(['Ernakulam', 'Kochi']),
    });
    expect(await place('211001')).toMatchObject({
      state: 'Uttar Pradesh',
      stateId: 'UP',
      district: 'Prayagraj',
    });
    expect(await place('194101')).toMatchObject({ stateId: 'LA', state: 'Ladakh' });
  });

  it('names every state of a border pincode, the main one first, with ids of the state list', async () => {
    const yanam = await place('533464');
    expect(yanam.places.map((entry) => [entry.stateId, entry.state])).toEqual([
      ['AP', 'Andhra Pradesh'],
      ['PY', 'Puducherry'],
    ]);
    const states = json<LocationState[]>(
      await t.app.inject({ method: 'GET', url: '/api/location/user' }),
    );
    for (const pincode of ['110001', '400002', '560001', '700001', '744101', '396210']) {
      const { stateId, state } = await place(pincode);
      expect(states).toContainEqual(expect.objectContaining({ stateId, stateName: state }));
    }
  });

  it('answers 404 with the error body for a pincode that does not exist', async () => {
    for (const pincode of ['100000', '400000', '999999']) {
      const response = await lookUp(pincode);
      expect(response.statusCode).toBe(404);
      expect(json(response)).toMatchObject({
        status: 404,
        code: 'NOT_FOUND',
        message: 'This pincode does not exist.',
        requestId: expect.any(String),
      });
    }
  });

  it.each(['12345', '1234567', '012345', '40000a', 'abcdef', '४००००२'])(
    'answers 400 "Pincode must be 6 digits." for %j',
    async (pincode) => {
      const response = await lookUp(pincode);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Pincode must be 6 digits.',
        details: [{ path: 'pincode', message: 'Pincode must be 6 digits.' }],
      });
    },
  );
});
