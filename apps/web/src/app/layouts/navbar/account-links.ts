import { paths } from '@/lib/paths';

/** The account menu's entries (spec section 2), shared by the dropdown and the mobile drawer. */
export const SIGNED_IN_LINKS = [
  { to: paths.profile, label: 'My Account' },
  { to: paths.wishlist, label: 'Wishlist' },
  { to: paths.trackOrder, label: 'Track Order' },
  { to: paths.returns, label: 'Return & Exchange' },
] as const;

export const SIGNED_OUT_LINKS = [
  { to: paths.login, label: 'Login' },
  { to: paths.register, label: 'Register' },
] as const;
