import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const WIDTHS = {
  sm: 'max-w-sm',
  md: 'max-w-lg',
  lg: 'max-w-2xl',
} as const;

export interface DialogContentProps extends Omit<
  ComponentProps<typeof DialogPrimitive.Content>,
  'title'
> {
  title: ReactNode;
  /** A line under the title, read out when the dialog opens. */
  description?: ReactNode;
  /** Buttons along the bottom, right-aligned (stacked on phones). */
  footer?: ReactNode;
  size?: keyof typeof WIDTHS;
  /** Hide the corner close button (a confirmation decides with its own buttons). */
  hideClose?: boolean;
  children?: ReactNode;
}

/**
 * A centred modal on Radix Dialog: focus moves in and is trapped, Escape and the overlay close
 * it, focus returns to what opened it. Scrolls inside when its content is taller than the screen.
 */
export function DialogContent({
  title,
  description,
  footer,
  size = 'md',
  hideClose = false,
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="sheet-overlay fixed inset-0 z-50 bg-ink/50" />
      <DialogPrimitive.Content
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          'menu-pop fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
          'rounded-card border border-rule bg-paper text-ink shadow-panel outline-none',
          WIDTHS[size],
          className,
        )}
        {...props}
      >
        <div className="flex items-start justify-between gap-4 px-5 pt-5">
          <div className="min-w-0">
            <DialogPrimitive.Title className="font-sans text-lg font-semibold tracking-tight">
              {title}
            </DialogPrimitive.Title>
            {description ? (
              <DialogPrimitive.Description className="mt-1 text-sm text-stone">
                {description}
              </DialogPrimitive.Description>
            ) : null}
          </div>
          {hideClose ? null : (
            <DialogPrimitive.Close
              className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-soft text-ink hover:bg-ink/5"
              aria-label="Close"
            >
              <X className="size-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          )}
        </div>
        {children ? (
          <div className="min-h-0 flex-1 overflow-y-auto px-5 pt-4 text-sm">{children}</div>
        ) : null}
        {footer ? <DialogFooter>{footer}</DialogFooter> : <div className="pb-5" />}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'flex flex-col-reverse gap-2 px-5 pt-5 pb-5 sm:flex-row sm:justify-end',
        className,
      )}
      {...props}
    />
  );
}
