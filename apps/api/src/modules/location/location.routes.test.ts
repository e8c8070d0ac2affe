import type { LocationState } from '@attar/contracts';
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
