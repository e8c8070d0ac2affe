import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  /** `dark` sits on an ink ground. */
  tone?: 'light' | 'dark';
  className?: string;
}

/** The home page's section title: a gold eyebrow, the serif title and a short gold rule. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  tone = 'light',
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn('mx-auto max-w-2xl text-center', className)}>
      <p
        className={cn(
          'text-eyebrow font-medium uppercase',
          tone === 'dark' ? 'text-gold' : 'text-gold-deep',
        )}
      >
        {eyebrow}
      </p>
      <h2 id={id} className={cn('mt-3 text-4xl sm:text-5xl', tone === 'dark' && 'text-ivory')}>
        {title}
      </h2>
      <div className="mx-auto mt-5 h-px w-16 bg-gold" aria-hidden="true" />
      {children ? (
        <p className={cn('mt-5 leading-relaxed', tone === 'dark' ? 'text-ivory/75' : 'text-stone')}>
          {children}
        </p>
      ) : null}
    </div>
  );
}
