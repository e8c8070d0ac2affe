import { describe, expect, it } from 'vitest';
import { addressStepBlocker, paymentStepBlocker } from './checkout-rules';

describe('checkout step rules', () => {
  it('keeps step 1 shut until there is an address and delivery to its pincode', () => {
    expect(addressStepBlocker(false, null)?.title).toBe('Address Required');
    expect(addressStepBlocker(true, 'checking')?.title).toBe('Checking delivery...');
    expect(addressStepBlocker(true, 'unavailable')).toEqual({
      title: 'Delivery Not Available',
      description: 'Delivery is not available at your location. Please try another address.',
    });
    expect(addressStepBlocker(true, 'failed')?.title).toBe(
      'Failed to check delivery availability. Please try again.',
    );
    expect(addressStepBlocker(true, 'available')).toBeNull();
  });

  it('needs a payment method on step 2', () => {
    expect(paymentStepBlocker(null)?.title).toBe('Payment Method Required');
    expect(paymentStepBlocker(3)).toBeNull();
  });
});
