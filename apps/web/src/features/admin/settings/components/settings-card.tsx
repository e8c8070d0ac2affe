import { type FormEventHandler, type ReactNode, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

interface SettingsCardProps {
  title: string;
  description: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  isSaving: boolean;
  /** Why the last save failed when no field takes the message. */
  problem: string | null;
  /** The button's words ("Save cash on delivery"): each section is saved on its own. */
  saveLabel: string;
  /** Classes for the card in the screen's grid (a wide section spans both columns). */
  className?: string;
  children: ReactNode;
}

/** One section of the settings screen: a card holding its own form and Save button. */
export function SettingsCard({
  title,
  description,
  onSubmit,
  isSaving,
  problem,
  saveLabel,
  className,
  children,
}: SettingsCardProps) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId} className={cn('flex flex-col', className)}>
      <div className="mb-5">
        <h2 id={headingId} className="font-sans text-lg font-semibold">
          {title}
        </h2>
        <p className="mt-1 text-sm text-stone">{description}</p>
      </div>
      <form noValidate onSubmit={onSubmit} className="flex flex-1 flex-col gap-4">
        {children}
        {problem ? (
          <p role="alert" className="text-sm text-danger">
            {problem}
          </p>
        ) : null}
        <div className="mt-auto pt-2">
          <Button type="submit" disabled={isSaving}>
            {isSaving ? 'Saving...' : saveLabel}
          </Button>
        </div>
      </form>
    </Card>
  );
}
