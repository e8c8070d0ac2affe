import { useDocumentTitle } from '@/lib/use-document-title';
import { HeroCarousel } from '../components/hero-carousel';
import { SignatureCollection } from '../components/signature-collection';

export default function HomePage() {
  useDocumentTitle(null);
  return (
    <>
      <h1 className="sr-only">Attar House: premium fragrances and jewelry</h1>
      <HeroCarousel />
      <SignatureCollection />
    </>
  );
}
