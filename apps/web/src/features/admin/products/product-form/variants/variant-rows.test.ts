import { describe, expect, it } from 'vitest';
import {
  combinationCount,
  expandSizeRanges,
  generateRows,
  suggestedSku,
  variantPayloadOf,
  type VariantRowValues,
} from './variant-rows';

function row(overrides: Partial<VariantRowValues>): VariantRowValues {
  return {
    variantId: 1,
    sku: 'ATR-ROSE-12',
    size: '12 ml',
    colour: '',
    price: '2450',
    salePrice: '1999',
    stockQuantity: '7',
    weightGrams: '',
    isDefault: true,
    imagePublicId: null,
    loadedStock: '7',
    ...overrides,
  };
}

describe('generating variants from option lists', () => {
  it('keeps the row of a listed size and adds the others, priced as the default with no stock', () => {
    const result = generateRows([row({})], ['8 ml', '12 ML', '50 ml'], []);
    expect(
      result.rows.map((one) => [one.variantId, one.sku, one.size, one.price, one.stockQuantity]),
    ).toEqual([
      [null, 'ATR-ROSE-8ML', '8 ml', '2450', '0'],
      // Matched whatever the case; kept as it was, its SKU and stock too.
      [1, 'ATR-ROSE-12', '12 ml', '2450', '7'],
      [null, 'ATR-ROSE-50ML', '50 ml', '2450', '0'],
    ]);
    expect(result.rows.map((one) => one.isDefault)).toEqual([false, true, false]);
    expect(result).toMatchObject({ added: 2, kept: 1, removed: 0 });
  });

  it('makes every size in every colour, and a product without a size takes the first', () => {
    const result = generateRows(
      [row({ sku: 'JWL-RING', size: '', weightGrams: '4.2' })],
      ['6', '7'],
      ['Yellow gold', 'Rose gold'],
    );
    expect(result.rows.map((one) => [one.variantId, one.sku, one.size, one.colour])).toEqual([
      [1, 'JWL-RING', '6', 'Yellow gold'],
      [null, 'JWL-RING-6-ROSEGOLD', '6', 'Rose gold'],
      [null, 'JWL-RING-7-YELLOWGOLD', '7', 'Yellow gold'],
      [null, 'JWL-RING-7-ROSEGOLD', '7', 'Rose gold'],
    ]);
    expect(result.rows.every((one) => one.weightGrams === '4.2')).toBe(true);
    expect(result).toMatchObject({ added: 3, kept: 1, removed: 0 });
  });

  it('drops the rows no combination has, and the first row becomes the default if it went', () => {
    const rows = [
      row({ variantId: 1, size: '12 ml', isDefault: true }),
      row({ variantId: 2, sku: 'ATR-ROSE-50ML', size: '50 ml', isDefault: false }),
    ];
    const result = generateRows(rows, ['50 ml', '100 ml'], []);
    expect(result.rows.map((one) => [one.variantId, one.size, one.isDefault])).toEqual([
      [2, '50 ml', true],
      [null, '100 ml', false],
    ]);
    expect(result).toMatchObject({ added: 1, kept: 1, removed: 1 });
  });

  it('expands a range of ring sizes and counts the combinations', () => {
    expect(expandSizeRanges(['6-9', '8', '12 ml', '14–12'])).toEqual([
      '6',
      '7',
      '8',
      '9',
      '12 ml',
      '14–12',
    ]);
    expect(combinationCount(['6', '7'], ['Gold', 'Rose gold', 'White gold'])).toBe(6);
    expect(combinationCount([], ['Gold'])).toBe(1);
    expect(combinationCount([], [])).toBe(0);
  });

  it('suggests a SKU that no other row has', () => {
    const taken = new Set(['ATR-ROSE-50ML']);
    expect(suggestedSku(row({}), '50 ml', '', taken)).toBe('ATR-ROSE-50ML-2');
  });
});

describe('the payload of a row', () => {
  it('sends the stock only of a row added here or whose stock was changed', () => {
    // Orders may have taken units since the page loaded: an untouched stock is left to the store.
    expect(variantPayloadOf(row({}))).not.toHaveProperty('stockQuantity');
    expect(variantPayloadOf(row({ stockQuantity: '9' }))).toMatchObject({ stockQuantity: 9 });
    expect(
      variantPayloadOf(row({ variantId: null, loadedStock: null, stockQuantity: '0' })),
    ).toMatchObject({ id: null, stockQuantity: 0 });
  });
});
