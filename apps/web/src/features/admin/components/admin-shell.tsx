import { LogOut, Menu, Store } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Sheet, SheetContent, SheetTrigger } from '@/components/ui/sheet';
import { cn } from '@/lib/cn';
import { adminSectionPath } from '@/lib/paths';
import { useStaffRole } from '@/lib/staff-access';
import { ADMIN_NAV_GROUPS, canOpenSection } from '../admin-sections';
import { NotificationBell } from './notification-bell';

interface AdminShellProps {
  /** The signed-in admin's name (or email), shown in the header. */
  userName: string;
  onSignOut: () => void;
  /**
   * Only the current page may be used (the store requires two-factor sign-in and it is not set
   * up yet): the sections and the notifications are hidden, as the server would refuse them.
   */
  navLocked?: boolean;
  children: ReactNode;
}

const headerButton =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-soft px-2.5 text-sm hover:bg-ivory/10';

/**
 * The back office's frame (docs/product.md, "Look and feel": plainer and denser than the store): a
 * dark bar with the admin's name, the notification bell, the store link and Logout; the sections in
 * a sidebar, or in a drawer on phones.
 */
export function AdminShell({ userName, onSignOut, navLocked = false, children }: AdminShellProps) {
  const [navOpen, setNavOpen] = useState(false);
  const nav = navLocked ? (
    <p className="px-5 py-4 text-sm text-stone">
      The rest of the admin opens once two-factor sign-in is set up.
    </p>
  ) : (
    <AdminNav onNavigate={() => setNavOpen(false)} />
  );
  const brand = (
    <>
      <span className="font-display text-xl font-semibold tracking-[0.04em]">Attar House</span>
      <span className="text-xs font-medium tracking-[0.2em] text-gold uppercase">Admin</span>
    </>
  );
  return (
    <div className="min-h-dvh bg-paper text-ink">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[70] focus:rounded-soft focus:bg-paper focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="on-ink sticky top-0 z-40 flex h-14 items-center gap-1 bg-ink px-2 text-ivory sm:px-4">
        <Sheet open={navOpen} onOpenChange={setNavOpen}>
          <SheetTrigger className={cn(headerButton, 'md:hidden')} aria-label="Open admin menu">
            <Menu className="size-5" aria-hidden="true" />
          </SheetTrigger>
          <SheetContent
            title="Admin"
            description="The admin area's sections"
            className="w-[min(18rem,85vw)]"
          >
            <p className="border-b border-rule px-5 py-3 text-sm text-stone">
              Signed in as <span className="font-medium text-ink">{userName}</span>
            </p>
            {nav}
          </SheetContent>
        </Sheet>
        {navLocked ? (
          <span className="mr-auto inline-flex min-h-11 items-center gap-2 px-1">{brand}</span>
        ) : (
          <Link
            to={adminSectionPath('dashboard')}
            className="mr-auto inline-flex min-h-11 items-center gap-2 px-1"
          >
            {brand}
          </Link>
        )}
        <p className="hidden px-2 text-sm text-ivory/80 sm:block">
          Signed in as <span className="font-medium text-ivory">{userName}</span>
        </p>
        {navLocked ? null : <NotificationBell className={headerButton} />}
        <Link to="/" className={headerButton}>
          <Store className="size-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">View store</span>
        </Link>
        <button type="button" onClick={onSignOut} className={headerButton}>
          <LogOut className="size-4" aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Logout</span>
        </button>
      </header>
      <div className="flex">
        <aside className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-56 shrink-0 overflow-y-auto border-r border-rule bg-ivory md:block">
          {nav}
        </aside>
        <main
          id="admin-main"
          tabIndex={-1}
          className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-8"
        >
          {children}
        </main>
      </div>
    </div>
  );
}

/**
 * The sections in their groups, those the staff member's role may use (docs/permissions.md); the
 * current one is marked for assistive technology too.
 */
function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const staffRole = useStaffRole();
  const groups = ADMIN_NAV_GROUPS.map((group) => ({
    ...group,
    sections: group.sections.filter((section) => canOpenSection(staffRole, section)),
  })).filter((group) => group.sections.length > 0);
  return (
    <nav aria-label="Admin" className="px-2 py-3">
      {groups.map((group) => (
        <div key={group.label} className="mb-3">
          <p className="px-3 pb-1 text-[0.7rem] font-semibold tracking-[0.14em] text-stone uppercase">
            {group.label}
          </p>
          <ul>
            {group.sections.map(({ path, title, icon: Icon }) => (
              <li key={path}>
                <NavLink
                  to={adminSectionPath(path)}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    cn(
                      'flex min-h-11 items-center gap-2.5 rounded-soft px-3 text-sm',
                      isActive ? 'bg-ink text-ivory' : 'text-ink hover:bg-ink/5',
                    )
                  }
                >
                  <Icon className="size-4 shrink-0" aria-hidden="true" />
                  {title}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
