import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { cn } from '@/lib/cn';

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
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs, the
 * focused tab shows its panel. Every panel stays mounted (hidden when inactive), so what a
 * person typed in one survives a look at the other.
 */
export function Tabs<V extends string>({ label, tabs, value, onValueChange, className }: TabsProps<V>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<V, HTMLButtonElement>());
  const tabId = (tab: V) => `${baseId}-tab-${tab}`;
  const panelId = (tab: V) => `${baseId}-panel-${tab}`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.value === value);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const target = tabs[next]!.value;
    onValueChange(target);
    tabRefs.current.get(target)?.focus();
  }

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex border-b border-rule">
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.value, element);
                else tabRefs.current.delete(tab.value);
              }}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={selected}
              aria-controls={panelId(tab.value)}
              tabIndex={selected ? 0 : -1}
              onClick={() => onValueChange(tab.value)}
              className={cn(
                '-mb-px inline-flex min-h-11 flex-1 items-center justify-center border-b-2 px-3 text-sm font-medium',
                'tracking-[0.03em] transition-colors duration-300 ease-soft',
                selected ? 'border-gold-deep text-ink' : 'border-transparent text-stone hover:text-ink',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.value}
          role="tabpanel"
          id={panelId(tab.value)}
          {...(tab.panelLabel ? { 'aria-label': tab.panelLabel } : { 'aria-labelledby': tabId(tab.value) })}
          hidden={tab.value !== value}
          className="pt-6"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
