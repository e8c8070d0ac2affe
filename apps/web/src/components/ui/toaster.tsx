import { useEffect } from 'react';
import type { ToasterProps } from 'sonner';
import { useDeferredComponent } from '@/lib/use-deferred-component';
import { loadSonner, onToastRequested } from './toast';

const loadToaster = () => loadSonner().then((module) => ({ default: module.Toaster }));

/**
 * sonner's Toaster, loaded once the first screen is up or with the first toast, whichever comes
 * first. It draws nothing before then, on the server as in the browser, so hydration matches.
 */
export function DeferredToaster(props: ToasterProps) {
  const { Component: Toaster, load } = useDeferredComponent(loadToaster);
  useEffect(() => onToastRequested(load), [load]);
  return Toaster ? <Toaster {...props} /> : null;
}
