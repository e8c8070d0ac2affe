/**
 * Where a plain field stood before the product had variants: the value is now each variant's,
 * set in the Sizes and variants table.
 */
export function PerVariantNote({ label }: { label: string }) {
  return (
    <div>
      <p className="mb-1.5 text-sm font-medium text-ink">{label}</p>
      <p className="text-sm text-stone">Set for each variant, under Sizes and variants.</p>
    </div>
  );
}
