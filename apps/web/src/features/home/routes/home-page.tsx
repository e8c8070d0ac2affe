import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ShopByCategory } from '../components/category-carousel';
import { HeroCarousel } from '../components/hero-carousel';
import { OurStory } from '../components/our-story';
import { PromoSection } from '../components/promo-carousel';
import { ServicePromises } from '../components/service-promises';
import { SignatureCollection } from '../components/signature-collection';
import { SocialGrid } from '../components/social-grid';
import { Testimonials } from '../components/testimonials';

const HOME_DESCRIPTION =
  'Attar House, Lucknow: Kannauj attars, oud and eau de parfum, with kundan and polki fine jewellery. Free shipping all over India.';

/**
 * The home page's sections in the spec's order (section 2). `children` come last, after the
 * service strip: the app layer passes the newsletter section, which belongs to another feature.
 */
export function HomePage({ children }: { children?: ReactNode }) {
  useDocumentTitle(null, HOME_DESCRIPTION);
  return (
    <>
      <h1 className="sr-only">Attar House: premium fragrances and jewelry</h1>
      <HeroCarousel />
      <SignatureCollection />
      <OurStory />
      <ShopByCategory />
      <PromoSection />
      <SocialGrid />
      <Testimonials />
      <ServicePromises />
      {children}
    </>
  );
}
