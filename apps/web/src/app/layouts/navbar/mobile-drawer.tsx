import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { iconButton } from './icon-button';

// The drawer (Radix Dialog and the focus-trap code behind it) loads on first open, not with
// every page: most visits never open it.
const DrawerPanel = lazy(() => import('./drawer-panel'));

/** The phone's side drawer: the menu and the account links. */
export function MobileDrawer() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        className={iconButton}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        // Start fetching the drawer's code as soon as a finger or pointer comes near.
        onPointerEnter={() => setWanted(true)}
        onTouchStart={() => setWanted(true)}
      >
        <Menu className="size-5" aria-hidden="true" strokeWidth={1.5} />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <DrawerPanel open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
