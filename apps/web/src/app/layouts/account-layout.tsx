import type { ReactNode } from 'react';
import { NavLink, Outlet } from 'react-router';
import { Container } from '@/components/ui/container';
import { RequireUser } from '@/features/auth/components/require-user';
import { cn } from '@/lib/cn';
import { LoadingSection } from './loading-page';
import { SIGNED_IN_LINKS } from './navbar/account-links';

/**
 * The customer account area's shell: signed-in people only, a row of its sections above the page
 * (the matched child route's, or `children` for a page that composes the shell itself).
 */
export function AccountLayout({ children }: { children?: ReactNode }) {
  return (
    <RequireUser fallback={<LoadingSection />}>
      <div className="border-b border-rule bg-paper">
        <Container>
          <nav aria-label="My account" className="-mx-2 flex gap-1 overflow-x-auto">
            {SIGNED_IN_LINKS.map((link) => (
              <NavLink
                key={link.to}
                to={link.to}
                className={({ isActive }) =>
                  cn(
                    'inline-flex min-h-11 items-center border-b-2 px-3 text-sm whitespace-nowrap',
                    isActive
                      ? 'border-gold-deep text-ink'
                      : 'border-transparent text-stone hover:text-ink',
                  )
                }
              >
                {link.label}
              </NavLink>
            ))}
          </nav>
        </Container>
      </div>
      {children ?? <Outlet />}
    </RequireUser>
  );
}
