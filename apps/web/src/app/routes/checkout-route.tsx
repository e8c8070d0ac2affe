import { useCallback } from 'react';
import { AddressBook } from '@/features/addresses/components/address-book';
import { RequireUser } from '@/features/auth/components/require-user';
import { useCartStore } from '@/features/cart/cart-store';
import { CheckoutPage, type AddressPicker } from '@/features/checkout/routes/checkout-page';
import { LoadingSection } from '../layouts/loading-page';

const renderAddresses = (picker: AddressPicker) => <AddressBook selection={picker} />;

/**
 * /checkout: the cart's items and promo code, the address book and the checkout's steps meet
 * here. Visitors sign in first and come back (spec: checkout needs a login).
 */
export function CheckoutRoute() {
  return (
    <RequireUser fallback={<LoadingSection />}>
      <CartCheckout />
    </RequireUser>
  );
}

function CartCheckout() {
  const items = useCartStore((state) => state.items);
  const promoCode = useCartStore((state) => (state.promoApplied ? state.promoCode : null));
  const clearCart = useCartStore((state) => state.clearCart);
  const emptyCart = useCallback(() => clearCart({ silent: true }), [clearCart]);
  return (
    <CheckoutPage
      items={items}
      promoCode={promoCode}
      onOrderPlaced={emptyCart}
      renderAddresses={renderAddresses}
    />
  );
}
