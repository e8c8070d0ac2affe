/**
 * The account menu's entries (docs/product.md, "Screens and routes"), shared by the dropdown and
 * the mobile drawer.
 */
export const SIGNED_IN_LINKS = [
  { to: '/profile', label: 'My Account' },
  { to: '/wishlist', label: 'Wishlist' },
  { to: '/track-order', label: 'Track Order' },
  { to: '/returns', label: 'Return & Exchange' },
] as const;

export const SIGNED_OUT_LINKS = [
  { to: '/login', label: 'Login' },
  { to: '/register', label: 'Register' },
] as const;
