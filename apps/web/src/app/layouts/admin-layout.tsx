import { LogOut, Store } from 'lucide-react';
import { Link, NavLink, Outlet } from 'react-router';
import { ADMIN_SECTIONS } from '@/features/admin/admin-sections';
import { RequireAdmin } from '@/features/auth/components/require-admin';
import { cn } from '@/lib/cn';
import { useSignOut } from '../use-sign-out';
import { LoadingPage } from './loading-page';

/** The back office's shell: plainer and denser than the store (ARCHITECTURE section 10). */
export function AdminLayout() {
  const signOut = useSignOut();
  return (
    <RequireAdmin fallback={<LoadingPage />}>
      <div className="flex min-h-dvh flex-col bg-paper text-ink">
        <header className="on-ink flex h-14 items-center justify-between gap-4 bg-ink px-4 text-ivory">
          <Link to="/admin/dashboard" className="font-display text-xl font-semibold tracking-[0.04em]">
            Attar House <span className="font-sans text-xs font-medium tracking-[0.2em] text-gold uppercase">Admin</span>
          </Link>
          <div className="flex items-center gap-1 text-sm">
            <Link to="/" className="inline-flex min-h-11 items-center gap-2 rounded-soft px-3 hover:bg-ivory/10">
              <Store className="size-4" aria-hidden="true" />
              <span className="hidden sm:inline">View store</span>
            </Link>
            <button
              type="button"
              onClick={signOut}
              className="inline-flex min-h-11 items-center gap-2 rounded-soft px-3 hover:bg-ivory/10"
            >
              <LogOut className="size-4" aria-hidden="true" />
              <span className="hidden sm:inline">Logout</span>
            </button>
          </div>
        </header>
        <div className="flex flex-1 flex-col md:flex-row">
          <nav aria-label="Admin" className="border-b border-rule bg-ivory md:w-56 md:shrink-0 md:border-r md:border-b-0">
            <ul className="flex gap-1 overflow-x-auto p-2 md:flex-col md:overflow-visible">
              {ADMIN_SECTIONS.map((section) => (
                <li key={section.path}>
                  <NavLink
                    to={`/admin/${section.path}`}
                    className={({ isActive }) =>
                      cn(
                        'flex min-h-11 items-center rounded-soft px-3 text-sm whitespace-nowrap',
                        isActive ? 'bg-ink text-ivory' : 'text-ink hover:bg-ink/5',
                      )
                    }
                  >
                    {section.title}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <main className="flex-1 p-4 sm:p-8">
            <Outlet />
          </main>
        </div>
      </div>
    </RequireAdmin>
  );
}
