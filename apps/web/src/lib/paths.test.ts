import { describe, expect, it } from 'vitest';
import {
  adminPaths,
  adminSectionPath,
  collectionPath,
  productPath,
  searchPath,
  shopOccasionPath,
  trackOrderPath,
} from './paths';

describe('the app paths', () => {
  it('builds the storefront addresses the links always had', () => {
    expect(productPath(12)).toBe('/product/12');
    expect(collectionPath('attars')).toBe('/collections/attars');
    expect(shopOccasionPath('wedding')).toBe('/shop/occasion/wedding');
    expect(searchPath('rose oud')).toBe('/search?q=rose+oud');
    expect(trackOrderPath('AH-1 2')).toBe('/track-order?order=AH-1%202');
    expect(trackOrderPath()).toBe('/track-order');
  });

  it('keeps the admin URLs as they are, whatever the code folders are called', () => {
    expect(adminSectionPath('return')).toBe('/admin/return');
    expect(adminSectionPath('addcategories')).toBe('/admin/addcategories');
    expect(adminPaths.return(3)).toBe('/admin/return/3');
    expect(adminPaths.order(5)).toBe('/admin/orders/5');
    expect(adminPaths.product(7)).toBe('/admin/products/7');
    expect(adminPaths.product(7, 'history')).toBe('/admin/products/7?tab=history');
    expect(adminPaths.orderSearch('AH 9')).toBe('/admin/orders?search=AH%209');
    expect(adminPaths.section('return', { status: 'REQUESTED' })).toBe(
      '/admin/return?status=REQUESTED',
    );
    expect(adminPaths.section('products', { stock: undefined })).toBe('/admin/products');
  });
});
