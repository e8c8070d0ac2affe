import type { ProductHistoryEntry } from '@attar/contracts';
import { ArrowRight, History, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useProductHistory, useRevertProduct } from '@/api/product-admin';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { AdminLoadError } from '@/features/admin/components/admin-load-error';
import {
  actionLabel,
  fieldLabel,
  formatChangeValue,
  formatDateTime,
  readableChanges,
} from './history-values';

const HISTORY_PAGE_SIZE = 10;

/**
 * A product's history, newest first (GET /api/product-history/{id}): what was done, by whom,
 * when, and each field before and after; any earlier version can be put back.
 */
export function ProductHistory({ productId }: { productId: number }) {
  const [page, setPage] = useState(0);
  const history = useProductHistory(productId, { page, size: HISTORY_PAGE_SIZE });
  const revert = useRevertProduct();
  const [restoring, setRestoring] = useState<ProductHistoryEntry | null>(null);

  if (history.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading history" className="grid gap-3">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (history.isError) {
    return (
      <AdminLoadError
        what="The history"
        error={history.error}
        onRetry={() => void history.refetch()}
      />
    );
  }
  const entries = history.data.content;
  if (entries.length === 0) {
    return <p className="text-sm text-stone">No changes recorded yet.</p>;
  }

  return (
    <section aria-labelledby="product-history-heading">
      <h2 id="product-history-heading" className="sr-only">
        History
      </h2>
      <ol
        className="relative ml-2 border-l border-rule"
        aria-busy={history.isFetching || undefined}
      >
        {entries.map((entry, index) => (
          <HistoryEntry
            key={entry.id}
            entry={entry}
            // The newest entry is the product as it is: nothing to go back to.
            canRestore={!(page === 0 && index === 0)}
            onRestore={() => setRestoring(entry)}
          />
        ))}
      </ol>
      <Pager
        page={page}
        totalPages={history.data.totalPages}
        onPageChange={setPage}
        label="History pages"
        disabled={history.isFetching}
      />
      {restoring ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setRestoring(null)}
          title="Restore this version?"
          description={`The product takes back the values it had right after the change of ${formatDateTime(restoring.at)}. Stock, and whether it is deleted, stay as they are now. The restore is recorded in the history too.`}
          confirmLabel="Restore"
          pendingLabel="Restoring..."
          onConfirm={async () => {
            try {
              await revert.mutateAsync({ id: productId, entryId: restoring.id });
            } catch (error) {
              toast.error('Could not restore this version', {
                description: errorMessage(error, 'Please try again.'),
              });
              throw error;
            }
            toast.success('Version restored');
            setPage(0);
          }}
        />
      ) : null}
    </section>
  );
}

interface HistoryEntryProps {
  entry: ProductHistoryEntry;
  canRestore: boolean;
  onRestore: () => void;
}

function HistoryEntry({ entry, canRestore, onRestore }: HistoryEntryProps) {
  const changes = readableChanges(entry);
  const who = entry.actor?.email ?? 'System';
  const list = (
    <dl className="mt-3 grid gap-2 text-sm">
      {changes.map((change) => (
        <div key={change.field} className="grid gap-x-3 sm:grid-cols-[9rem_minmax(0,1fr)]">
          <dt className="text-stone">{fieldLabel(change.field)}</dt>
          <dd className="flex min-w-0 flex-wrap items-baseline gap-x-2 break-words">
            {entry.action === 'CREATE' ? null : (
              <>
                <span className="line-clamp-3 text-stone line-through decoration-stone/50">
                  <span className="sr-only">Before: </span>
                  {formatChangeValue(change.field, change.before)}
                </span>
                <ArrowRight
                  className="size-3.5 shrink-0 self-center text-stone"
                  aria-hidden="true"
                />
              </>
            )}
            <span className="line-clamp-3 font-medium">
              {entry.action === 'CREATE' ? null : <span className="sr-only">After: </span>}
              {formatChangeValue(change.field, change.after)}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );

  return (
    <li className="relative pb-6 pl-6 last:pb-0">
      <span
        aria-hidden="true"
        className="absolute top-1.5 -left-[5px] size-2.5 rounded-full border border-gold-deep bg-gold-soft"
      />
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <h3 className="font-sans text-sm font-semibold">{actionLabel(entry.action)}</h3>
          <p className="text-xs text-stone">
            <span className="break-all">{who}</span> ·{' '}
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </p>
          {entry.reason ? <p className="mt-1 text-xs text-stone">{entry.reason}</p> : null}
        </div>
        {canRestore ? (
          <Button variant="outline" className="px-3 text-xs" onClick={onRestore}>
            <RotateCcw className="size-3.5" aria-hidden="true" />
            Restore this version
          </Button>
        ) : (
          <span className="inline-flex min-h-11 items-center gap-1 text-xs text-stone">
            <History className="size-3.5" aria-hidden="true" />
            Current version
          </span>
        )}
      </div>
      {changes.length === 0 ? null : entry.action === 'CREATE' ? (
        <details className="mt-2 text-sm">
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-gold-deep">
            The {changes.length} values it started with
          </summary>
          {list}
        </details>
      ) : (
        list
      )}
    </li>
  );
}
