import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/*
 * Radix Tabs (WAI-ARIA tabs, automatic activation: arrow keys, Home and End move between tabs
 * and the focused tab shows its panel), with the store's look. Compose the parts, or use <Tabs>
 * for a list of tabs given as data.
 */

export const TabsRoot = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={cn('flex border-b border-rule', className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        '-mb-px inline-flex min-h-11 flex-1 items-center justify-center border-b-2 px-3 text-sm font-medium',
        'tracking-[0.03em] transition-colors duration-300 ease-soft',
        'border-transparent text-stone hover:text-ink data-[state=active]:border-gold-deep data-[state=active]:text-ink',
        'disabled:pointer-events-none disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('pt-6', className)} {...props} />;
}

export interface TabItem<V extends string> {
  value: V;
  label: ReactNode;
  /** The panel's accessible name; defaults to the tab's label (aria-labelledby). */
  panelLabel?: string;
  panel: ReactNode;
}

interface TabsProps<V extends string> {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: TabItem<V>[];
  value: V;
  onValueChange: (value: V) => void;
  className?: string;
}

/**
 * Tabs given as data, controlled by `value`. Every panel stays mounted (hidden when inactive),
 * so what a person typed in one survives a look at the other.
 */
export function Tabs<V extends string>({
  label,
  tabs,
  value,
  onValueChange,
  className,
}: TabsProps<V>) {
  return (
    <TabsRoot
      value={value}
      onValueChange={(next) => onValueChange(next as V)}
      className={className}
    >
      <TabsList aria-label={label}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent
          key={tab.value}
          value={tab.value}
          forceMount
          hidden={tab.value !== value}
          {...(tab.panelLabel
            ? { 'aria-label': tab.panelLabel, 'aria-labelledby': undefined }
            : {})}
        >
          {tab.panel}
        </TabsContent>
      ))}
    </TabsRoot>
  );
}
