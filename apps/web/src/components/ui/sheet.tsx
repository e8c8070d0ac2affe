import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

interface SheetContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  title: string;
  /** Read to assistive technology; hidden from view. */
  description?: string;
  side?: 'left' | 'right';
  children: ReactNode;
}

/** A side drawer built on Radix Dialog: focus is trapped, Escape and the overlay close it. */
export function SheetContent({
  title,
  description,
  side = 'left',
  className,
  children,
  ...props
}: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="sheet-overlay fixed inset-0 z-50 bg-ink/50" />
      <DialogPrimitive.Content
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          'sheet-panel fixed inset-y-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-ivory shadow-panel outline-none',
          side === 'left' ? 'left-0 border-r border-rule' : 'right-0 border-l border-rule',
          className,
        )}
        data-side={side}
        {...props}
      >
        <div className="flex items-center justify-between border-b border-rule px-5 py-2">
          <DialogPrimitive.Title className="font-display text-2xl">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Close
            className="-mr-2 inline-flex size-11 items-center justify-center rounded-soft text-ink hover:bg-ink/5"
            aria-label="Close"
          >
            <X className="size-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        </div>
        {description ? (
          <DialogPrimitive.Description className="sr-only">
            {description}
          </DialogPrimitive.Description>
        ) : null}
        <div className="flex-1 overflow-y-auto overscroll-contain">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
