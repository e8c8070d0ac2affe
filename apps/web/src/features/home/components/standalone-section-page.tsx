import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { useDocumentTitle } from '@/lib/use-document-title';

interface StandaloneSectionPageProps {
  eyebrow: string;
  title: string;
  description: string;
  children: ReactNode;
}

/** A home section on a page of its own (spec: "Stand-alone pages of home sections"). */
export function StandaloneSectionPage({
  eyebrow,
  title,
  description,
  children,
}: StandaloneSectionPageProps) {
  useDocumentTitle(title, description);
  return (
    <>
      <Container className="pt-12 pb-10 text-center sm:pt-16 sm:pb-12">
        <p className="text-eyebrow font-medium text-gold-deep uppercase">{eyebrow}</p>
        <h1 className="mt-3 text-4xl sm:text-5xl">{title}</h1>
        <div className="mx-auto mt-5 h-px w-16 bg-gold" aria-hidden="true" />
        <p className="mx-auto mt-5 max-w-xl leading-relaxed text-stone">{description}</p>
      </Container>
      {children}
    </>
  );
}
