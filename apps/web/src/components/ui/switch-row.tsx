import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

/**
 * A switch with its label and a line under it, in a bordered row. The switch (`control`) should
 * name `${id}-hint` in its aria-describedby.
 */
export function SwitchRow({
  id,
  label,
  hint,
  control,
  className,
}: {
  id: string;
  label: string;
  hint: string;
  control: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex items-center justify-between gap-4 rounded-soft border border-rule px-3',
        className,
      )}
    >
      <div className="py-2">
        <Label htmlFor={id} className="mb-0">
          {label}
        </Label>
        <p id={`${id}-hint`} className="text-xs text-stone">
          {hint}
        </p>
      </div>
      {control}
    </div>
  );
}
