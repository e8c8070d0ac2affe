import { describe, expect, it } from 'vitest';
import {
  adminOrderPath,
  adminOrderSearchPath,
  adminProductHistoryPath,
  adminProductPath,
  adminReturnPath,
  adminSectionPath,
  collectionPath,
  productPath,
  productVariantPath,
  searchPath,
  shopOccasionPath,
  trackOrderPath,
} from './paths';

describe('the app paths', () => {
  it('builds the storefront addresses the links always had', () => {
    expect(productPath(12)).toBe('/product/12');
    expect(productVariantPath(12, 'ROSE-24')).toBe('/product/12?sku=ROSE-24');
    expect(productVariantPath(12, 'RING/12 R')).toBe('/product/12?sku=RING%2F12+R');
    expect(collectionPath('attars')).toBe('/collections/attars');
    expect(shopOccasionPath('wedding')).toBe('/shop/occasion/wedding');
    expect(searchPath('rose oud')).toBe('/search?q=rose+oud');
    expect(trackOrderPath('AH-1 2')).toBe('/track-order?order=AH-1%202');
  });

  it('keeps the admin URLs as they are, whatever the code folders are called', () => {
    expect(adminSectionPath('return')).toBe('/admin/return');
    expect(adminSectionPath('addcategories')).toBe('/admin/addcategories');
    expect(adminReturnPath(3)).toBe('/admin/return/3');
    expect(adminOrderPath(5)).toBe('/admin/orders/5');
    expect(adminProductPath(7)).toBe('/admin/products/7');
    expect(adminProductHistoryPath(7)).toBe('/admin/products/7?tab=history');
    expect(adminOrderSearchPath('AH 9')).toBe('/admin/orders?search=AH%209');
  });
});
