import type { DeliveryZone } from '@attar/contracts';
import { Plus } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useLocations } from '@/api/addresses';
import {
  useDeleteDeliveryZone,
  useDeliveryZones,
  useReorderDeliveryZones,
} from '@/api/delivery-zones';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { adminSection } from '@/features/admin/admin-sections';
import { AdminLoadError } from '@/features/admin/components/admin-load-error';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { errorMessage } from '@/lib/api-client';
import { PincodeTest } from '../components/pincode-test';
import { ZoneDialog } from '../components/zone-dialog';
import { type MoveDirection, ZoneList } from '../components/zone-list';

type DialogTarget = { mode: 'add' } | { mode: 'edit'; zone: DeliveryZone };

/** The ids in their new order once `id` moves one place, or null when it cannot move that way. */
function movedIds(zones: DeliveryZone[], id: number, direction: MoveDirection): number[] | null {
  const ids = zones.map((zone) => zone.id);
  const from = ids.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return ids;
}

/**
 * /admin/delivery: the delivery zones in the order they are asked, to add, edit, reorder and
 * delete, and a pincode test that says which zone answers (docs/admin-guide.md, "Delivery").
 */
export default function DeliveryPage() {
  const { title, summary } = adminSection('delivery');
  const zones = useDeliveryZones();
  const locations = useLocations();
  const reorder = useReorderDeliveryZones();
  const remove = useDeleteDeliveryZone();
  const [dialog, setDialog] = useState<DialogTarget | null>(null);
  const [deleting, setDeleting] = useState<DeliveryZone | null>(null);
  const [deleteProblem, setDeleteProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  // The move button to give focus back to once the zone has moved (its row is drawn anew).
  const focusAfterMove = useRef<{ id: number; direction: MoveDirection } | null>(null);

  useLayoutEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted || !listRef.current || reorder.isPending) return;
    focusAfterMove.current = null;
    const button = (direction: MoveDirection) =>
      listRef.current?.querySelector<HTMLButtonElement>(`[data-move="${wanted.id}:${direction}"]`);
    const same = button(wanted.direction);
    // At the top (or the bottom) now: the other arrow is the one that can still be pressed.
    (same && !same.disabled ? same : button(wanted.direction === 'up' ? 'down' : 'up'))?.focus();
  });

  const onMove = (zone: DeliveryZone, direction: MoveDirection) => {
    if (!zones.data || reorder.isPending) return;
    const ids = movedIds(zones.data, zone.id, direction);
    if (!ids) return;
    focusAfterMove.current = { id: zone.id, direction };
    reorder.mutate(ids, {
      onSuccess: () =>
        setAnnouncement(
          `${zone.name} moved ${direction}, now ${ids.indexOf(zone.id) + 1} of ${ids.length}.`,
        ),
      onError: (error) => {
        setAnnouncement(`${zone.name} was not moved.`);
        toast.error('Could not move the zone', {
          description: errorMessage(error, 'Please try again.'),
        });
      },
    });
  };

  const confirmDelete = async (zone: DeliveryZone) => {
    setDeleteProblem(null);
    try {
      await remove.mutateAsync(zone.id);
      // The dialog closes itself once this resolves.
      toast.success('Zone deleted', { description: zone.name });
    } catch (error) {
      setDeleteProblem(errorMessage(error, 'The zone could not be deleted. Please try again.'));
      throw error;
    }
  };

  return (
    <>
      <AdminPageHeader
        title={title}
        summary={summary}
        actions={
          <Button onClick={() => setDialog({ mode: 'add' })}>
            <Plus className="size-4" aria-hidden="true" />
            Add zone
          </Button>
        }
      />
      <p className="mb-4 max-w-3xl text-sm text-ink">
        The first zone in the list that matches a pincode decides its delivery; a pincode that no
        zone matches is not delivered to.
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div ref={listRef}>
          {zones.isPending ? (
            <p role="status" className="py-8 text-center text-sm text-stone">
              Loading the zones...
            </p>
          ) : zones.isError ? (
            <AdminLoadError
              what="The delivery zones"
              error={zones.error}
              onRetry={() => void zones.refetch()}
            />
          ) : zones.data.length === 0 ? (
            <p className="rounded-soft border border-rule bg-paper px-4 py-8 text-center text-sm text-stone">
              No zones yet, so no pincode is delivered to. Add the first one.
            </p>
          ) : (
            <ZoneList
              zones={zones.data}
              states={locations.data}
              moving={reorder.isPending}
              onMove={onMove}
              onEdit={(zone) => setDialog({ mode: 'edit', zone })}
              onDelete={(zone) => {
                setDeleteProblem(null);
                setDeleting(zone);
              }}
            />
          )}
        </div>
        <PincodeTest />
      </div>
      {dialog ? (
        <ZoneDialog
          key={dialog.mode === 'edit' ? `edit-${dialog.zone.id}` : 'add'}
          zone={dialog.mode === 'edit' ? dialog.zone : undefined}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setDeleting(null)}
          title={`Delete ${deleting.name}?`}
          description={
            <>
              <span className="block">
                The zones after it move up one place. Its pincodes are then answered by the next
                zone that matches them, or not delivered to if none does.
              </span>
              {deleteProblem ? (
                <span role="alert" className="mt-2 block font-medium text-danger">
                  {deleteProblem}
                </span>
              ) : null}
            </>
          }
          confirmLabel="Delete zone"
          pendingLabel="Deleting..."
          destructive
          onConfirm={() => confirmDelete(deleting)}
        />
      ) : null}
    </>
  );
}
