import { Badge } from '@/components/ui/badge';

interface StockBadgeProps {
  quantity: number;
  low: boolean;
  /** A variant's line: "Low" or "Out", and no word while it is in stock. */
  short?: boolean;
}

/** The stock count with its state in words: in stock, low (at or below the settings' threshold) or out. */
export function StockBadge({ quantity, low, short = false }: StockBadgeProps) {
  const badge =
    quantity <= 0 ? (
      <Badge className="border-danger/30 bg-danger/10 text-danger">
        {short ? 'Out' : 'Out of stock'}
      </Badge>
    ) : low ? (
      <Badge tone="gold">{short ? 'Low' : 'Low stock'}</Badge>
    ) : short ? null : (
      <Badge tone="success">In stock</Badge>
    );
  return (
    <span className="inline-flex items-center justify-end gap-2">
      <span className="tabular-nums">{quantity}</span>
      {badge}
    </span>
  );
}
