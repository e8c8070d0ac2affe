import {
  LOGIN_PATH,
  PROFILE_PATH,
  REGISTER_PATH,
  RETURNS_PATH,
  TRACK_ORDER_PATH,
  WISHLIST_PATH,
} from '@/lib/paths';

/**
 * The account menu's entries (docs/product.md, "Screens and routes"), shared by the dropdown and
 * the mobile drawer.
 */
export const SIGNED_IN_LINKS = [
  { to: PROFILE_PATH, label: 'My Account' },
  { to: WISHLIST_PATH, label: 'Wishlist' },
  { to: TRACK_ORDER_PATH, label: 'Track Order' },
  { to: RETURNS_PATH, label: 'Return & Exchange' },
] as const;

export const SIGNED_OUT_LINKS = [
  { to: LOGIN_PATH, label: 'Login' },
  { to: REGISTER_PATH, label: 'Register' },
] as const;
