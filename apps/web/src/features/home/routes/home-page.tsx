import type { ReactNode } from 'react';
import { useDeferredSection } from '@/components/use-deferred-section';
import { useDocumentTitle } from '@/lib/use-document-title';
import { HeroCarousel } from '../components/hero-carousel';
import { SignatureCollection } from '../components/signature-collection';

const HOME_DESCRIPTION =
  'Attar House, Lucknow: Kannauj attars, oud and eau de parfum, with kundan and polki fine jewellery. Free shipping all over India.';

// The first screen is the hero and the signature pieces; the rest loads after it (bench/README.md,
// "Targets").
const loadLowerSections = () =>
  import('../components/lower-sections').then((module) => ({ default: module.LowerSections }));

/**
 * The home page's sections in the spec's order (docs/product.md, "Screens and routes"). `children`
 * come last, after the service strip: the app layer passes the newsletter section, which belongs to
 * another feature.
 */
export function HomePage({ children }: { children?: ReactNode }) {
  useDocumentTitle(null, HOME_DESCRIPTION);
  const { Component: LowerSections, placeholderRef } = useDeferredSection(loadLowerSections);
  return (
    <>
      <h1 className="sr-only">Attar House: premium fragrances and jewelry</h1>
      <HeroCarousel />
      <SignatureCollection />
      {LowerSections ? (
        <LowerSections />
      ) : (
        // About as tall as the sections it stands for: measured at 500 to 1920 px wide with more
        // than four categories, 4,000 to 4,200 px below the lg breakpoint and 3,400 to 3,450 above.
        <div ref={placeholderRef} aria-hidden="true" className="h-[4100px] lg:h-[3420px]" />
      )}
      {children}
    </>
  );
}
