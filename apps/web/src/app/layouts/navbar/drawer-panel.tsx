import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { Sheet, SheetContent } from '@/components/ui/sheet';
import { useAuthStore } from '@/features/auth/auth-store';
import { MenuList } from '@/features/menus/components/menu-list';
import { useSignOut } from '../../use-sign-out';
import { SIGNED_IN_LINKS, SIGNED_OUT_LINKS } from './account-links';

const accountRow =
  'flex min-h-11 w-full items-center gap-3 text-left text-sm text-ink hover:text-gold-deep';

interface DrawerPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export default function DrawerPanel({ open, onOpenChange }: DrawerPanelProps) {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const signOut = useSignOut();
  const close = () => onOpenChange(false);
  const links = isAuthenticated ? SIGNED_IN_LINKS : SIGNED_OUT_LINKS;
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent title="Menu" description="Browse the collection and reach your account.">
        <div className="space-y-8 px-5 py-6">
          <MenuList onNavigate={close} />
          <section aria-labelledby="drawer-account-heading" className="border-t border-rule pt-6">
            <h2
              id="drawer-account-heading"
              className="text-eyebrow font-sans font-medium text-stone uppercase"
            >
              Account
            </h2>
            <ul className="mt-2">
              {links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={close} className={accountRow}>
                    {link.label}
                  </Link>
                </li>
              ))}
              {isAuthenticated ? (
                <li>
                  <button
                    type="button"
                    className={accountRow}
                    onClick={() => {
                      close();
                      signOut();
                    }}
                  >
                    <LogOut className="size-4" aria-hidden="true" />
                    Logout
                  </button>
                </li>
              ) : null}
            </ul>
          </section>
        </div>
      </SheetContent>
    </Sheet>
  );
}
