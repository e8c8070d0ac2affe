/** One line of an order's figures in a `<dl>`: the label on the left, the amount on the right. */
export function FigureRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-stone">{label}</dt>
      <dd className="text-ink">{value}</dd>
    </div>
  );
}
