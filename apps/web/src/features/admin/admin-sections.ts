/** The admin area's pages (spec section 2), in sidebar order. */
export const ADMIN_SECTIONS = [
  { path: 'dashboard', title: 'Dashboard' },
  { path: 'orders', title: 'Orders' },
  { path: 'products', title: 'Products' },
  { path: 'deletedproduct', title: 'Deleted Products' },
  { path: 'addcategories', title: 'Categories' },
  { path: 'menu', title: 'Menus' },
  { path: 'users', title: 'Users' },
  { path: 'return', title: 'Returns' },
  { path: 'review', title: 'Reviews' },
  { path: 'notifications', title: 'Notifications' },
  { path: 'payment-method', title: 'Payment Methods' },
  { path: 'settings', title: 'Settings' },
] as const;

export type AdminSectionPath = (typeof ADMIN_SECTIONS)[number]['path'];
