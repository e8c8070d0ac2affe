import type { ReactNode } from 'react';

interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}

export function PageHeader({ eyebrow, title, description, children }: PageHeaderProps) {
  return (
    <header className="border-b border-rule pt-10 pb-8 sm:pt-14 sm:pb-10">
      {eyebrow ? (
        <p className="text-eyebrow font-medium text-gold-deep uppercase">{eyebrow}</p>
      ) : null}
      <h1 className="mt-2 text-4xl sm:text-5xl">{title}</h1>
      {description ? <p className="mt-3 max-w-2xl text-stone">{description}</p> : null}
      {children}
    </header>
  );
}
