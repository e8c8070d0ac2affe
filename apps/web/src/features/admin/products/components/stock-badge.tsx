import { Badge } from '@/components/ui/badge';

/** The stock count with its state in words: in stock, low (at or below the settings' threshold) or out. */
export function StockBadge({ quantity, low }: { quantity: number; low: boolean }) {
  const badge =
    quantity <= 0 ? (
      <Badge className="border-danger/30 bg-danger/10 text-danger">Out of stock</Badge>
    ) : low ? (
      <Badge tone="gold">Low stock</Badge>
    ) : (
      <Badge tone="success">In stock</Badge>
    );
  return (
    <span className="inline-flex items-center justify-end gap-2">
      <span className="tabular-nums">{quantity}</span>
      {badge}
    </span>
  );
}
