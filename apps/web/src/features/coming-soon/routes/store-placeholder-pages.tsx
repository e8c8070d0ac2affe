import { ComingSoonView } from '@/components/coming-soon-view';

/*
 * Storefront routes whose screens arrive in later releases. Each says so plainly; none pretends
 * to work. Replace an export with the real page when its issue lands.
 */

export const CartPage = () => <ComingSoonView title="Your Cart" eyebrow="Shopping bag" />;
export const CheckoutPage = () => <ComingSoonView title="Checkout" />;
export const TrackOrderPage = () => <ComingSoonView title="Track Order" eyebrow="My account" />;
export const ReturnsPage = () => <ComingSoonView title="Return & Exchange Center" eyebrow="My account" />;
