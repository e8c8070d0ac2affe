import { Tag, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface PromoCodeFormProps {
  /** The code the cart carries, once the server has accepted it. */
  appliedCode: string | null;
  /** The code being checked by the server right now. */
  checkingCode: string | null;
  /** Why the last code tried was not applied (the server's words). */
  rejection: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
}

export function PromoCodeForm({
  appliedCode,
  checkingCode,
  rejection,
  onApply,
  onRemove,
}: PromoCodeFormProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [emptyError, setEmptyError] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = code.trim().toUpperCase();
    setEmptyError(typed === '');
    if (typed) onApply(typed);
  }

  if (appliedCode) {
    return (
      <div
        className="flex items-center justify-between gap-3 rounded-soft bg-ivory-deep px-4 py-2"
        role="status"
      >
        <p className="flex items-center gap-2 text-sm">
          <Tag className="size-4 text-gold-deep" aria-hidden="true" />
          <span>
            Promo code <strong className="font-medium">{appliedCode}</strong> applied
          </span>
        </p>
        <Button
          variant="ghost"
          size="icon"
          onClick={onRemove}
          aria-label={`Remove promo code ${appliedCode}`}
        >
          <X className="size-4" aria-hidden="true" />
        </Button>
      </div>
    );
  }

  const message = emptyError ? 'Enter a promo code.' : rejection;
  return (
    <form onSubmit={submit} noValidate>
      <Label htmlFor={`${id}-code`}>Promo code</Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-code`}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={32}
          placeholder="e.g. FLAT50"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          className="min-w-0 uppercase placeholder:normal-case"
        />
        <Button type="submit" variant="outline" disabled={checkingCode !== null}>
          {checkingCode ? 'Applying...' : 'Apply'}
        </Button>
      </div>
      <p id={`${id}-message`} role="alert" className="mt-1.5 min-h-5 text-sm text-danger">
        {message}
      </p>
    </form>
  );
}
