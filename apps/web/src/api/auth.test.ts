import { describe, expect, it } from 'vitest';
import { parseSignInResponse } from './auth';

describe('parseSignInResponse', () => {
  it('accepts a response with an id and a token, normalising the role', () => {
    expect(parseSignInResponse({ id: 3, token: 'jwt', role: 'ADMIN' })).toEqual({
      id: 3,
      token: 'jwt',
      role: 'ADMIN',
    });
    expect(parseSignInResponse({ id: '4', token: 'jwt', role: 'costumer' })).toEqual({
      id: 4,
      token: 'jwt',
      role: 'CUSTOMER',
    });
  });

  it.each([
    ['no id', { token: 'jwt', role: 'CUSTOMER' }],
    ['no token', { id: 3, role: 'CUSTOMER' }],
    ['an empty token', { id: 3, token: '' }],
    ['not an object', 'ok'],
    ['nothing', undefined],
  ])('rejects %s with "Invalid login response format"', (_, body) => {
    expect(() => parseSignInResponse(body)).toThrow('Invalid login response format');
  });
});
