import { describe, expect, it } from 'vitest';
import {
  actionLabel,
  entityLabel,
  entityPath,
  fieldLabel,
  formatChangeValue,
} from './activity-labels';

describe('the activity log wording', () => {
  it('names known records and actions, and turns unknown codes into words', () => {
    expect(entityLabel('RETURN_REQUEST')).toBe('Return request');
    expect(entityLabel('payment_method')).toBe('Payment method');
    expect(entityLabel('gift_card')).toBe('Gift card');
    expect(actionLabel('STOCK')).toBe('Stock changed');
    expect(actionLabel('MARK_PAID')).toBe('Mark paid');
    expect(fieldLabel('stockQuantity')).toBe('Stock quantity');
    expect(fieldLabel('invoice_identity.gstin')).toBe('Invoice identity gstin');
  });

  it('links the records that have a page of their own', () => {
    expect(entityPath('product', 12)).toBe('/admin/products/12');
    expect(entityPath('order', 5)).toBe('/admin/orders/5');
    expect(entityPath('RETURN_REQUEST', 3)).toBe('/admin/return/3');
    expect(entityPath('menu_item', 3)).toBeNull();
  });

  it('writes values as an admin reads them', () => {
    expect(formatChangeValue(null)).toBe('—');
    expect(formatChangeValue('')).toBe('—');
    expect(formatChangeValue(false)).toBe('No');
    expect(formatChangeValue(4900)).toBe('4900');
    expect(formatChangeValue('Rose Attar')).toBe('Rose Attar');
    // 20:15 UTC is 1:45 am the next day in India.
    expect(formatChangeValue('2026-03-04T20:15:00.000Z')).toBe('5 March 2026, 1:45 am');
    expect(formatChangeValue(['DAILY', 'FESTIVE'])).toBe('DAILY, FESTIVE');
    expect(formatChangeValue([])).toBe('—');
    expect(formatChangeValue({ top: ['saffron'] })).toBe('{"top":["saffron"]}');
  });
});
