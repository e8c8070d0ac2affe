import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';

interface AdminLoadErrorProps {
  /** What failed to load, as the sentence's subject: "The products". */
  what: string;
  error: unknown;
  onRetry: () => void;
  className?: string;
}

/** An admin screen's data did not load: what, the server's reason, and "Try again". */
export function AdminLoadError({ what, error, onRetry, className }: AdminLoadErrorProps) {
  return (
    <div
      role="alert"
      className={cn(
        'rounded-soft border border-danger/40 bg-danger/5 px-4 py-3 text-sm',
        className,
      )}
    >
      <p className="font-medium text-danger">{what} could not be loaded.</p>
      <p className="mt-1 text-stone">{errorMessage(error, 'Please try again.')}</p>
      <Button variant="outline" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
