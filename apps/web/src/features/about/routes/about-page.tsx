import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AboutArt, type AboutArtKind } from '../components/about-art';
import { CRAFTS, HERITAGE_PARAGRAPHS, POLICIES, PROMISES } from '../components/about-content';

const ABOUT_DESCRIPTION =
  'Attar House is a Lucknow house of attars and fine jewellery: Kannauj perfume oils distilled in copper degs, and kundan and polki pieces set by hand.';

/** /about: the house's heritage, its two crafts and its promise ("Discover Our Heritage" leads here). */
export default function AboutPage() {
  useDocumentTitle('About Us', ABOUT_DESCRIPTION);
  return (
    <>
      <header className="on-ink bg-ink text-ivory">
        <Container className="py-20 text-center sm:py-28">
          <p className="text-eyebrow font-medium text-gold uppercase">Our heritage</p>
          <h1 className="mx-auto mt-4 max-w-3xl text-5xl text-balance leading-[1.05] text-ivory sm:text-6xl">
            A Lucknow house of attar and gold
          </h1>
          <div className="mx-auto mt-6 h-px w-16 bg-gold" aria-hidden="true" />
          <p className="mx-auto mt-6 max-w-xl text-lg leading-relaxed text-ivory/80">
            Perfume oils from Kannauj and jewellery from the karigar’s bench, chosen with the
            manners of old Awadh.
          </p>
        </Container>
      </header>

      <section aria-labelledby="heritage-heading" className="py-16 sm:py-24">
        <Container>
          <div className="mx-auto max-w-3xl">
            <p className="text-eyebrow font-medium text-gold-deep uppercase">
              Since our first counter
            </p>
            <h2 id="heritage-heading" className="mt-3 text-4xl sm:text-5xl">
              Our Heritage
            </h2>
            {HERITAGE_PARAGRAPHS.map((paragraph) => (
              <p key={paragraph.slice(0, 24)} className="mt-6 text-lg leading-relaxed text-stone">
                {paragraph}
              </p>
            ))}
          </div>
        </Container>
      </section>

      <section
        aria-labelledby="craft-heading"
        className="border-y border-rule bg-paper py-16 sm:py-24"
      >
        <Container>
          <div className="text-center">
            <p className="text-eyebrow font-medium text-gold-deep uppercase">
              Two crafts, one house
            </p>
            <h2 id="craft-heading" className="mt-3 text-4xl sm:text-5xl">
              Our Craft
            </h2>
          </div>
          <div className="mt-12 space-y-16 sm:mt-16 sm:space-y-24">
            {CRAFTS.map((craft, index) => (
              <article key={craft.id} className="grid items-center gap-8 lg:grid-cols-2 lg:gap-16">
                <AboutArt
                  kind={craft.id as AboutArtKind}
                  className={index % 2 === 1 ? 'lg:order-2' : undefined}
                />
                <div>
                  <p className="text-eyebrow font-medium text-gold-deep uppercase">
                    {craft.eyebrow}
                  </p>
                  <h3 className="mt-3 text-3xl sm:text-4xl">{craft.title}</h3>
                  {craft.paragraphs.map((paragraph) => (
                    <p key={paragraph.slice(0, 24)} className="mt-5 leading-relaxed text-stone">
                      {paragraph}
                    </p>
                  ))}
                </div>
              </article>
            ))}
          </div>
        </Container>
      </section>

      <section aria-labelledby="promise-heading" className="py-16 sm:py-24">
        <Container>
          <div className="text-center">
            <p className="text-eyebrow font-medium text-gold-deep uppercase">
              What you can count on
            </p>
            <h2 id="promise-heading" className="mt-3 text-4xl sm:text-5xl">
              Our Promise
            </h2>
          </div>
          <ul className="mt-12 grid gap-6 sm:grid-cols-3">
            {PROMISES.map((promise) => (
              <li key={promise.title} className="rounded-card border border-rule bg-paper p-7">
                <div className="h-px w-10 bg-gold" aria-hidden="true" />
                <h3 className="mt-5 text-2xl">{promise.title}</h3>
                <p className="mt-3 leading-relaxed text-stone">{promise.text}</p>
              </li>
            ))}
          </ul>
          <div className="mt-12 flex flex-wrap justify-center gap-4">
            <Link to="/shop" className={buttonClasses('primary', 'lg')}>
              Explore All Products
            </Link>
            <Link to="/contact" className={buttonClasses('outline', 'lg')}>
              Contact Us
            </Link>
          </div>
        </Container>
      </section>

      <section
        aria-labelledby="policies-heading"
        className="border-t border-rule bg-ivory-deep py-14 sm:py-20"
      >
        <Container>
          <h2 id="policies-heading" className="text-3xl sm:text-4xl">
            Our Policies in Brief
          </h2>
          <div className="mt-8 grid gap-8 sm:grid-cols-3">
            {POLICIES.map((policy) => (
              // Footer links land on these anchors.
              <div key={policy.id} id={policy.id} className="scroll-mt-28">
                <h3 className="text-2xl">{policy.title}</h3>
                <p className="mt-3 text-sm leading-relaxed text-stone">{policy.text}</p>
              </div>
            ))}
          </div>
        </Container>
      </section>
    </>
  );
}
