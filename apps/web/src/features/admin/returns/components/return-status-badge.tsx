import { RETURN_STATUS_TONES, type ReturnStatus } from '@attar/contracts';
import { Badge } from '@/components/ui/badge';
import { RETURN_STATUS_LABELS } from '../return-labels';

/**
 * A request's status word in its spec colour (docs/product.md, "States and transitions"); the word
 * carries the meaning.
 */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return <Badge tone={RETURN_STATUS_TONES[status]}>{RETURN_STATUS_LABELS[status]}</Badge>;
}
