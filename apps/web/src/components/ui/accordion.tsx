import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/*
 * Radix Accordion (WAI-ARIA disclosure headings: Enter and Space toggle, arrow keys, Home and
 * End move between headers), with the store's look. Compose the parts, or use <Accordion>
 * for a list of entries given as data.
 */

export const AccordionRoot = AccordionPrimitive.Root;

export function AccordionItem({
  className,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item className={cn('border-b border-rule', className)} {...props} />;
}

export function AccordionTrigger({
  className,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Trigger>) {
  return (
    <AccordionPrimitive.Header className="flex">
      <AccordionPrimitive.Trigger
        className={cn(
          'group flex min-h-11 flex-1 items-center justify-between gap-4 py-4 text-left font-medium text-ink',
          'transition-colors duration-300 ease-soft hover:text-gold-deep',
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 text-stone transition-transform duration-300 ease-soft group-data-[state=open]:rotate-180"
        />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({
  className,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      className={cn(
        'pb-5 text-sm leading-relaxed text-stone data-[state=open]:animate-[fade-in_300ms_var(--ease-soft)]',
        className,
      )}
      {...props}
    />
  );
}

export interface AccordionEntry {
  /** Stable key of the entry; also what `defaultValue` names. */
  value: string;
  title: ReactNode;
  content: ReactNode;
}

interface AccordionProps {
  entries: AccordionEntry[];
  /** The entry open at first; none when left out. */
  defaultValue?: string;
  className?: string;
}

/** A list of questions and answers, one open at a time; the open one can be closed again. */
export function Accordion({ entries, defaultValue, className }: AccordionProps) {
  return (
    <AccordionRoot
      type="single"
      collapsible
      defaultValue={defaultValue}
      className={cn('border-t border-rule', className)}
    >
      {entries.map((entry) => (
        <AccordionItem key={entry.value} value={entry.value}>
          <AccordionTrigger>{entry.title}</AccordionTrigger>
          <AccordionContent>{entry.content}</AccordionContent>
        </AccordionItem>
      ))}
    </AccordionRoot>
  );
}
