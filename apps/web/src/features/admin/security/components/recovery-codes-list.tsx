import { useId } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';

/**
 * The recovery codes of a setup or a renewal. The server keeps only their fingerprints, so this
 * is the one time they can be read: the words say so, and a button copies them all.
 */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const headingId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success('Recovery codes copied');
    } catch {
      toast.error('They could not be copied. Select the codes and copy them by hand.');
    }
  };
  return (
    <div aria-labelledby={headingId} role="region" className="flex flex-col gap-4">
      <div>
        <h3 id={headingId} className="font-sans text-base font-semibold">
          Your recovery codes
        </h3>
        <p className="mt-1 text-sm text-stone">
          These codes are shown only once. Keep them somewhere safe, away from your phone: each
          signs you in once if you lose your authenticator app.
        </p>
      </div>
      <ol
        aria-label="Recovery codes"
        className="grid max-w-sm grid-cols-2 gap-x-6 gap-y-1 rounded-soft border border-rule bg-ivory p-4 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button type="button" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}
