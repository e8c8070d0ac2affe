import * as SwitchPrimitive from '@radix-ui/react-switch';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * An on/off switch (Radix Switch: a button with role="switch" and aria-checked). Name it with a
 * <Label htmlFor> pointing at its id, or with aria-label. The 44 px target comes from padding
 * around the visible track.
 */
export function Switch({ className, ...props }: ComponentProps<typeof SwitchPrimitive.Root>) {
  return (
    <SwitchPrimitive.Root
      className={cn(
        'group inline-flex min-h-11 shrink-0 cursor-pointer items-center rounded-full px-0.5',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex h-6 w-11 items-center rounded-full border border-field bg-ivory-deep p-0.5 transition-colors duration-200',
          'group-data-[state=checked]:border-ink group-data-[state=checked]:bg-ink',
        )}
      >
        <SwitchPrimitive.Thumb
          className={cn(
            'block size-4.5 rounded-full bg-paper shadow-sm ring-1 ring-field transition-transform duration-200 ease-soft',
            'data-[state=checked]:translate-x-5 data-[state=checked]:ring-0',
          )}
        />
      </span>
    </SwitchPrimitive.Root>
  );
}
