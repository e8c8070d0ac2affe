import {
  CONCENTRATION_LABELS,
  formatIndianNumber,
  METAL_LABELS,
  type NotesPyramid,
  type Product,
  purityLabel,
} from '@attar/contracts';

type Composition = Pick<
  Product,
  'concentration' | 'metal' | 'purity' | 'weightGrams' | 'hallmarkHuid'
>;

/**
 * The rows a fragrance's or a jewel's make-up adds to the product's facts: concentration, or
 * metal, purity, weight and BIS hallmark. Rendered inside the facts' <dl>; nothing when absent.
 */
export function CompositionFacts({ product }: { product: Composition }) {
  return (
    <>
      {product.concentration ? (
        <>
          <dt className="text-stone">Concentration</dt>
          <dd>{CONCENTRATION_LABELS[product.concentration]}</dd>
        </>
      ) : null}
      {product.metal ? (
        <>
          <dt className="text-stone">Metal</dt>
          <dd>{METAL_LABELS[product.metal]}</dd>
        </>
      ) : null}
      {product.purity ? (
        <>
          <dt className="text-stone">Purity</dt>
          <dd>
            {purityLabel(product.purity)}
            {product.purity.endsWith('K') ? null : (
              <span className="text-stone"> ({product.purity} fineness)</span>
            )}
          </dd>
        </>
      ) : null}
      {product.weightGrams !== null ? (
        <>
          <dt className="text-stone">Weight</dt>
          <dd className="tabular-nums">{formatIndianNumber(product.weightGrams, 3)} g</dd>
        </>
      ) : null}
      {product.hallmarkHuid ? (
        <>
          <dt className="text-stone">Hallmark</dt>
          <dd>
            BIS hallmarked · HUID{' '}
            <span className="tracking-[0.12em] tabular-nums">{product.hallmarkHuid}</span>
          </dd>
        </>
      ) : null}
    </>
  );
}

/** "taif rose" -> "Taif rose": notes are stored as typed. */
const capitalised = (note: string) => note.charAt(0).toUpperCase() + note.slice(1);

const TIERS = [
  { key: 'top', label: 'Top notes', line: 'The first impression' },
  { key: 'heart', label: 'Heart notes', line: 'As it settles on the skin' },
  { key: 'base', label: 'Base notes', line: 'What lingers' },
] as const;

/** A fragrance's notes, top to base, each tier a quiet line of its own; nothing without them. */
export function NotesPyramidSection({ pyramid }: { pyramid: NotesPyramid | null }) {
  const tiers = TIERS.filter((tier) => (pyramid?.[tier.key].length ?? 0) > 0);
  if (!pyramid || tiers.length === 0) return null;
  return (
    <section aria-labelledby="notes-heading" className="mt-12">
      <h2 id="notes-heading" className="text-2xl">
        The notes
      </h2>
      <ol className="mt-5 border-t border-rule">
        {tiers.map((tier) => (
          <li
            key={tier.key}
            className="grid gap-1 border-b border-rule py-5 sm:grid-cols-[10rem_1fr] sm:gap-6"
          >
            <div>
              <h3 className="font-sans text-eyebrow font-medium text-gold-deep uppercase">
                {tier.label}
              </h3>
              <p className="mt-1 text-xs text-stone">{tier.line}</p>
            </div>
            <p className="font-display text-xl leading-snug text-ink sm:text-2xl">
              {pyramid[tier.key].map((note, at) => (
                <span key={note}>
                  {at > 0 ? (
                    <>
                      <span className="sr-only">, </span>
                      <span aria-hidden="true" className="px-2 text-gold">
                        ·
                      </span>
                    </>
                  ) : null}
                  {capitalised(note)}
                </span>
              ))}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
