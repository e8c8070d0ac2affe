import type { MenuItem } from '@attar/contracts';
import { Plus } from 'lucide-react';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useAdminMenus, useReorderMenuItems } from '@/api/menu-admin';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { adminSection } from '@/features/admin/admin-sections';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { DeleteMenuItemDialog } from '../components/delete-menu-item-dialog';
import { type MenuDialogTarget, MenuItemDialog } from '../components/menu-item-dialog';
import { MenuTree } from '../components/menu-tree';
import { movedIds, type MoveDirection } from '../menu-tree';

/** /admin/menu: the storefront's navigation as a tree, to add to, edit, reorder and prune. */
export default function MenuPage() {
  const menus = useAdminMenus();
  const reorder = useReorderMenuItems();
  const [dialog, setDialog] = useState<MenuDialogTarget | null>(null);
  const [deleting, setDeleting] = useState<MenuItem | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const treeRef = useRef<HTMLDivElement>(null);
  // The move button to give focus back to once the row has moved (its old node may be gone).
  const focusAfterMove = useRef<{ id: number; direction: MoveDirection } | null>(null);
  const tree = menus.data;

  useLayoutEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted || !treeRef.current) return;
    focusAfterMove.current = null;
    const button = (direction: MoveDirection) =>
      treeRef.current?.querySelector<HTMLButtonElement>(`[data-move="${wanted.id}:${direction}"]`);
    const same = button(wanted.direction);
    // At the top (or bottom) now: the other arrow is the one that can still be pressed.
    const target =
      same && !same.disabled ? same : button(wanted.direction === 'up' ? 'down' : 'up');
    target?.focus();
  });

  const onMove = useCallback(
    (item: MenuItem, parentId: number | null, direction: MoveDirection) => {
      if (!tree || reorder.isPending) return;
      const siblings =
        parentId === null ? tree : (tree.find((entry) => entry.id === parentId)?.children ?? []);
      const orderedIds = movedIds(siblings, item.id, direction);
      if (!orderedIds) return;
      focusAfterMove.current = { id: item.id, direction };
      const place = orderedIds.indexOf(item.id) + 1;
      reorder.mutate(
        { parentId, orderedIds },
        {
          onSuccess: () =>
            setAnnouncement(
              `${item.title} moved ${direction}, now ${place} of ${orderedIds.length}.`,
            ),
          onError: (error) => {
            setAnnouncement(`${item.title} was not moved.`);
            toast.error('Could not move the menu item', {
              description: errorMessage(error, 'Please try again.'),
            });
          },
        },
      );
    },
    [tree, reorder],
  );

  const actions = {
    onAddUnder: (parent: MenuItem) => setDialog({ mode: 'add', parentId: parent.id }),
    onEdit: (item: MenuItem, parentId: number | null) =>
      setDialog({ mode: 'edit', item, parentId }),
    onDelete: setDeleting,
    onMove,
  };

  return (
    <>
      <AdminPageHeader
        title="Menus"
        summary={adminSection('menu').summary}
        actions={
          <Button onClick={() => setDialog({ mode: 'add', parentId: null })}>
            <Plus className="size-4" aria-hidden="true" />
            Add menu item
          </Button>
        }
      />
      <p className="mb-4 max-w-3xl text-sm text-stone">
        Top-level items make the store&apos;s menu bar, left to right in this order; the items
        indented under one make its dropdown. Use the arrows to change the order.
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div ref={treeRef}>
        {menus.isPending ? (
          <p className="py-8 text-center text-sm text-stone">Loading menu...</p>
        ) : menus.isError ? (
          <div
            role="alert"
            className="rounded-soft border border-danger/40 bg-danger/5 px-4 py-3 text-sm"
          >
            <p className="font-medium text-danger">Failed to load menu</p>
            <p className="mt-1 text-stone">
              {errorMessage(menus.error, 'Failed to load menu items')}
            </p>
            <Button variant="outline" className="mt-3" onClick={() => void menus.refetch()}>
              Try again
            </Button>
          </div>
        ) : menus.data.length === 0 ? (
          <p className="rounded-soft border border-rule bg-paper px-4 py-8 text-center text-sm text-stone">
            The menu has no items yet. Add the first one.
          </p>
        ) : (
          <MenuTree tree={menus.data} {...actions} />
        )}
      </div>
      {dialog ? (
        <MenuItemDialog
          key={dialog.mode === 'edit' ? `edit-${dialog.item.id}` : `add-${dialog.parentId}`}
          target={dialog}
          topLevel={tree ?? []}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {deleting ? (
        <DeleteMenuItemDialog key={deleting.id} item={deleting} onClose={() => setDeleting(null)} />
      ) : null}
    </>
  );
}
