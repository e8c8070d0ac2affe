import { useParams } from 'react-router';
import { ComingSoonView } from '@/components/coming-soon-view';

/*
 * Storefront routes whose screens arrive in later releases. Each says so plainly; none pretends
 * to work. Replace an export with the real page when its issue lands.
 */

export const AboutPage = () => <ComingSoonView title="About Attar House" eyebrow="Our heritage" />;
export const FragrancesPage = () => <ComingSoonView title="Fragrances" eyebrow="The collection" />;
export const JewelryPage = () => <ComingSoonView title="Jewelry" eyebrow="The collection" />;
export const GiftingPage = () => <ComingSoonView title="Gifting" eyebrow="The collection" />;
export const CollectionsPage = () => <ComingSoonView title="Collections" eyebrow="The collection" />;
export const PromoSliderPage = () => <ComingSoonView title="Offers" />;
export const JewelrySliderPage = () => <ComingSoonView title="Jewelry Highlights" />;
export const FeaturesBannerPage = () => <ComingSoonView title="Our Promise" />;
export const NewsletterSectionPage = () => <ComingSoonView title="Newsletter" />;
export const ContactPage = () => <ComingSoonView title="Contact Us" />;
export const CartPage = () => <ComingSoonView title="Your Cart" eyebrow="Shopping bag" />;
export const CheckoutPage = () => <ComingSoonView title="Checkout" />;
export const WishlistPage = () => <ComingSoonView title="Wishlist" eyebrow="My account" />;
export const TrackOrderPage = () => <ComingSoonView title="Track Order" eyebrow="My account" />;
export const ReturnsPage = () => <ComingSoonView title="Return & Exchange Center" eyebrow="My account" />;

export function CollectionTypePage() {
  const { type = '' } = useParams();
  const name = type
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
  return <ComingSoonView title={name || 'Collections'} eyebrow="Collections" />;
}
