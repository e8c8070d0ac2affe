import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

/**
 * A short word on the house's heritage, leading to the About page (docs/product.md, "Screens and
 * routes").
 */
export function OurStory() {
  return (
    <section aria-labelledby="story-heading" className="bg-ivory-deep py-16 sm:py-24">
      <Container className="grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
        <StoryArt />
        <div className="max-w-xl">
          <p className="text-eyebrow font-medium text-gold-deep uppercase">Our Story</p>
          <h2 id="story-heading" className="mt-3 text-4xl leading-tight sm:text-5xl">
            From the lanes of Lucknow, a house of scent and gold
          </h2>
          <div className="mt-6 h-px w-16 bg-gold" aria-hidden="true" />
          <p className="mt-6 leading-relaxed text-stone">
            Attar House began with a simple belief: that fragrance and jewellery are heirlooms, made
            slowly and worn for a lifetime. Our attars are distilled in Kannauj the old way, flower
            by flower in copper degs, and our kundan and polki pieces are set by hand by karigars
            whose families have practised the craft for generations.
          </p>
          <p className="mt-4 leading-relaxed text-stone">
            Every bottle and every piece still passes through our Lucknow atelier before it reaches
            you.
          </p>
          <Link to="/about" className={`${buttonClasses('outline', 'lg')} mt-8`}>
            Discover Our Heritage
          </Link>
        </div>
      </Container>
    </section>
  );
}

/** A copper deg under a Lucknow arch, in line work. */
function StoryArt() {
  return (
    <div
      aria-hidden="true"
      className="relative mx-auto flex aspect-[4/3] w-full max-w-md lg:aspect-[4/5] items-center justify-center overflow-hidden rounded-card bg-ink"
    >
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_50%_60%,rgb(200_169_106/0.25),transparent_65%)]" />
      <svg
        viewBox="0 0 320 400"
        className="relative h-[88%] w-auto text-gold"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
        strokeLinecap="round"
      >
        <path d="M40 380V170c0-70 54-130 120-150 66 20 120 80 120 150v210" />
        <path d="M62 380V176c0-58 42-108 98-126 56 18 98 68 98 126v204" opacity="0.45" />
        <path d="M160 20v-8M152 14h16" />
        <path d="M104 300c0-40 24-64 56-64s56 24 56 64c0 26-22 44-56 44s-56-18-56-44z" />
        <path d="M120 236h80M132 236v-14h56v14" />
        <path d="M160 222c-4-24 12-40 40-44" opacity="0.7" />
        <path d="M200 178c20-2 34 8 38 22" opacity="0.7" />
        <path d="M238 200v40M226 240h24l-4 40h-16z" opacity="0.8" />
        <path d="M96 344h128l-10 20H106z" />
        <path d="M124 364c6 8 14 12 36 12s30-4 36-12" opacity="0.5" />
        <path
          d="M130 372c4-10-4-14 0-22M160 376c4-10-4-14 0-22M190 372c4-10-4-14 0-22"
          opacity="0.6"
        />
        <path d="M150 110c-12-14-8-30 10-38 18 8 22 24 10 38-6 6-14 6-20 0z" opacity="0.6" />
      </svg>
    </div>
  );
}
