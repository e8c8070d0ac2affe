import { LogOut, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useAuthStore } from '@/features/auth/auth-store';
import { useSignOut } from '../../use-sign-out';
import { SIGNED_IN_LINKS, SIGNED_OUT_LINKS } from './account-links';
import { iconButton } from './icon-button';

interface UserMenuDropdownProps {
  /** Open at once (the person clicked before this code had loaded). */
  defaultOpen?: boolean;
  autoFocus?: boolean;
}

export default function UserMenuDropdown({ defaultOpen, autoFocus }: UserMenuDropdownProps) {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const user = useAuthStore((state) => state.user);
  const signOut = useSignOut();
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger className={iconButton} aria-label="Account menu" autoFocus={autoFocus}>
        <UserRound className="size-5" aria-hidden="true" strokeWidth={1.5} />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="p-1.5">
        {isAuthenticated ? (
          <>
            {user?.fullName || user?.email ? (
              <>
                <DropdownMenuLabel>
                  <span className="block text-sm font-medium text-ink">
                    {user.fullName || user.email}
                  </span>
                  {user.fullName ? <span className="block truncate">{user.email}</span> : null}
                </DropdownMenuLabel>
                <DropdownMenuSeparator />
              </>
            ) : null}
            {SIGNED_IN_LINKS.map((link) => (
              <DropdownMenuItem key={link.to} asChild>
                <Link to={link.to}>{link.label}</Link>
              </DropdownMenuItem>
            ))}
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={signOut}>
              <LogOut className="size-4" aria-hidden="true" />
              Logout
            </DropdownMenuItem>
          </>
        ) : (
          SIGNED_OUT_LINKS.map((link) => (
            <DropdownMenuItem key={link.to} asChild>
              <Link to={link.to}>{link.label}</Link>
            </DropdownMenuItem>
          ))
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
