import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';

interface AuthCardProps {
  eyebrow: string;
  title: string;
  intro: string;
  children: ReactNode;
  footer: ReactNode;
}

/** The quiet frame both the login and the register forms sit in. */
export function AuthCard({ eyebrow, title, intro, children, footer }: AuthCardProps) {
  return (
    <Container className="flex justify-center py-12 sm:py-20">
      <div className="w-full max-w-md">
        <div className="mb-8 text-center">
          <p className="text-eyebrow font-medium text-gold-deep uppercase">{eyebrow}</p>
          <h1 className="mt-3 text-4xl sm:text-5xl">{title}</h1>
          <p className="mt-3 text-stone">{intro}</p>
        </div>
        <div className="rounded-card border border-rule bg-paper p-6 sm:p-8">{children}</div>
        <p className="mt-6 text-center text-sm text-stone">{footer}</p>
      </div>
    </Container>
  );
}
