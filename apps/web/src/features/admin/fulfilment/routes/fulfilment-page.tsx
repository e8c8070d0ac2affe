import { useFulfilment } from '@/api/shipments';
import { Skeleton } from '@/components/ui/skeleton';
import { adminSection } from '@/features/admin/admin-sections';
import { AdminLoadError } from '@/features/admin/components/admin-load-error';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { BookedSection } from '../components/booked-section';
import { ToShipSection } from '../components/to-ship-section';

/**
 * /admin/fulfilment: the day's packing and booking (docs/admin-guide.md, "Fulfilment"). The
 * confirmed orders to ship, booked with a courier a batch at a time, and the parcels booked today
 * with the labels, manifest and packing slips the pickup needs.
 */
export default function FulfilmentPage() {
  const { title, summary } = adminSection('fulfilment');
  const query = useFulfilment();

  return (
    <>
      <AdminPageHeader title={title} summary={summary} />
      {query.isError && !query.data ? (
        <AdminLoadError
          what="The orders to ship"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : query.isPending ? (
        <div role="status" className="grid gap-8">
          <span className="sr-only">Loading the orders to ship...</span>
          {[0, 1].map((list) => (
            <div key={list} className="grid gap-2">
              <Skeleton className="h-7 w-40" />
              {Array.from({ length: 4 }, (_, row) => (
                <Skeleton key={row} className="h-10 w-full" />
              ))}
            </div>
          ))}
        </div>
      ) : (
        <div className="grid gap-10">
          <ToShipSection orders={query.data.toShip} providers={query.data.providers} />
          <BookedSection orders={query.data.booked} />
        </div>
      )}
    </>
  );
}
