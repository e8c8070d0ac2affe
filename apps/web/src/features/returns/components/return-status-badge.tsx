import { RETURN_STATUS_TONES, type ReturnStatus } from '@attar/contracts';
import { Badge } from '@/components/ui/badge';
import { RETURN_STATUS_LABELS } from '../return-labels';

/**
 * A request's status word in its spec colour (docs/product.md, "States and transitions"); the word,
 * not the colour, carries it.
 */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const tone = RETURN_STATUS_TONES[status];
  return (
    <Badge tone={tone} data-tone={tone}>
      {RETURN_STATUS_LABELS[status]}
    </Badge>
  );
}
