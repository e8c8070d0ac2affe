import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { useDeferredComponent } from '@/lib/use-deferred-component';
import { iconButton } from './icon-button';

// Radix's dropdown loads once the page is up; until then an identical plain button stands in.
const loadUserMenuDropdown = () => import('./user-menu-dropdown');

/** The account dropdown: My Account and friends when signed in, Login and Register when not. */
export function UserMenu() {
  const { Component: UserMenuDropdown, load } = useDeferredComponent(loadUserMenuDropdown);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [focused, setFocused] = useState(false);
  if (UserMenuDropdown)
    return <UserMenuDropdown defaultOpen={openOnLoad} autoFocus={openOnLoad || focused} />;
  return (
    <button
      type="button"
      className={iconButton}
      aria-label="Account menu"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={load}
      onFocus={() => {
        setFocused(true);
        load();
      }}
      onBlur={() => setFocused(false)}
      onClick={() => {
        setOpenOnLoad(true);
        load();
      }}
    >
      <UserRound className="size-5" aria-hidden="true" strokeWidth={1.5} />
    </button>
  );
}
