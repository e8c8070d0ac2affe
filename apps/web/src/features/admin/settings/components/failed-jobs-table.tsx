import { type FailedJob, JOB_QUEUE_LABELS } from '@attar/contracts';
import type { PaginationState } from '@tanstack/react-table';
import { RotateCcw, X } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import type { FailedJobResolution } from '@/api/failed-jobs';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { createDataTableColumns, DataTable } from '@/components/ui/data-table';
import { formatAdminDateTime } from '@/features/admin/components/admin-date-time';

export const FAILED_JOB_PAGE_SIZES = [10, 20, 50];

/** "Email" for the mail queue; a queue the contracts do not name yet shows as it is called. */
export function queueLabel(queue: string): string {
  return JOB_QUEUE_LABELS[queue] ?? queue;
}

interface FailedJobsTableProps {
  jobs: FailedJob[];
  total: number;
  page: number;
  size: number;
  onPageChange: (page: number, size: number) => void;
  isLoading: boolean;
  emptyMessage: ReactNode;
  /** The job whose retry or dismissal is on its way: its buttons wait. */
  resolvingId: number | null;
  onResolve: (job: FailedJob, resolution: FailedJobResolution) => void;
}

const column = createDataTableColumns<FailedJob>();

/** Failed jobs a page at a time, newest first, each with what it was, why it failed and when. */
export function FailedJobsTable({
  jobs,
  total,
  page,
  size,
  onPageChange,
  isLoading,
  emptyMessage,
  resolvingId,
  onResolve,
}: FailedJobsTableProps) {
  const columns = useMemo(
    () =>
      column.columns([
        column.display({
          id: 'job',
          header: 'Job',
          enableSorting: false,
          enableHiding: false,
          cell: ({ row }) => (
            <div className="min-w-48 py-1">
              <p className="text-xs font-medium tracking-wide text-stone uppercase">
                {queueLabel(row.original.queue)}
              </p>
              <p className="break-words">{row.original.summary}</p>
            </div>
          ),
        }),
        column.accessor('error', {
          header: 'Error',
          enableSorting: false,
          enableHiding: false,
          cell: ({ getValue }) => (
            <p className="max-w-md min-w-48 font-mono text-xs break-words whitespace-pre-wrap text-danger">
              {getValue()}
            </p>
          ),
        }),
        column.accessor('attempts', {
          header: 'Attempts',
          enableSorting: false,
          enableHiding: false,
          meta: { align: 'end' },
        }),
        column.accessor('failedAt', {
          header: 'Failed',
          enableSorting: false,
          enableHiding: false,
          meta: { className: 'whitespace-nowrap' },
          cell: ({ getValue }) => formatAdminDateTime(getValue()),
        }),
        column.display({
          id: 'actions',
          header: () => <span className="sr-only">Actions</span>,
          enableSorting: false,
          enableHiding: false,
          meta: { align: 'end' },
          cell: ({ row }) => (
            <JobActions
              job={row.original}
              busy={resolvingId === row.original.id}
              onResolve={onResolve}
            />
          ),
        }),
      ]),
    [resolvingId, onResolve],
  );
  const pagination: PaginationState = { pageIndex: page, pageSize: size };

  return (
    <DataTable
      label="Failed background jobs"
      columns={columns}
      data={jobs}
      getRowId={(job) => String(job.id)}
      rowCount={total}
      pagination={pagination}
      onPaginationChange={(updater) => {
        const next = typeof updater === 'function' ? updater(pagination) : updater;
        onPageChange(next.pageIndex, next.pageSize);
      }}
      pageSizeOptions={FAILED_JOB_PAGE_SIZES}
      enableColumnVisibility={false}
      isLoading={isLoading}
      emptyMessage={emptyMessage}
    />
  );
}

/** Retry and Dismiss for an open job; what became of a resolved one, and when. */
function JobActions({
  job,
  busy,
  onResolve,
}: {
  job: FailedJob;
  busy: boolean;
  onResolve: (job: FailedJob, resolution: FailedJobResolution) => void;
}) {
  if (job.resolution) {
    return (
      <span className="inline-flex flex-col items-end gap-1">
        <Badge tone={job.resolution === 'RETRIED' ? 'green' : 'muted'}>
          {job.resolution === 'RETRIED' ? 'Retried' : 'Dismissed'}
        </Badge>
        <span className="text-xs whitespace-nowrap text-stone">
          {formatAdminDateTime(job.resolvedAt)}
        </span>
      </span>
    );
  }
  const what = `${queueLabel(job.queue)}: ${job.summary}`;
  return (
    // The two buttons stack when the table is short of room, rather than push it sideways.
    <div className="flex flex-wrap justify-end gap-1">
      <Button
        variant="outline"
        className="px-3"
        disabled={busy}
        aria-label={`Retry ${what}`}
        onClick={() => onResolve(job, 'retry')}
      >
        <RotateCcw className="size-4" aria-hidden="true" />
        Retry
      </Button>
      <Button
        variant="ghost"
        className="px-3"
        disabled={busy}
        aria-label={`Dismiss ${what}`}
        onClick={() => onResolve(job, 'dismiss')}
      >
        <X className="size-4" aria-hidden="true" />
        Dismiss
      </Button>
    </div>
  );
}
