import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface DateRangeFieldsProps {
  /** The first day (YYYY-MM-DD) the list follows, if any. */
  from?: string;
  /** The last day (YYYY-MM-DD) the list follows, if any. */
  to?: string;
  /** One end changed: its new day, or '' when it was cleared. Keys match the address's. */
  onChange: (changes: { from: string } | { to: string }) => void;
}

const half = 'w-[calc(50%-0.25rem)] sm:w-40';

/**
 * The From/To day pair of an admin list's filters, side by side from 360 px. Each end's picker
 * stops at the other, so From never comes after To.
 */
export function DateRangeFields({ from, to, onChange }: DateRangeFieldsProps) {
  const id = useId();
  return (
    <>
      <div className={half}>
        <Label htmlFor={`${id}-from`}>From</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={from ?? ''}
          max={to}
          onChange={(event) => onChange({ from: event.target.value })}
        />
      </div>
      <div className={half}>
        <Label htmlFor={`${id}-to`}>To</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={to ?? ''}
          min={from}
          onChange={(event) => onChange({ to: event.target.value })}
        />
      </div>
    </>
  );
}
