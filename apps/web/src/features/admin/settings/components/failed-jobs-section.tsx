import type { FailedJob } from '@attar/contracts';
import { useCallback, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import {
  type FailedJobListParams,
  type FailedJobResolution,
  useFailedJobs,
  useResolveFailedJob,
} from '@/api/failed-jobs';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { useLastPageClamp } from '@/features/admin/components/admin-list-table';
import { AdminLoadError } from '@/features/admin/components/admin-load-error';
import { errorMessage } from '@/lib/api-client';
import { FailedJobsTable, queueLabel } from './failed-jobs-table';

/** The section's anchor: JOB_FAILED notifications link to /admin/settings#failed-jobs. */
export const FAILED_JOBS_ANCHOR = 'failed-jobs';

export const NO_FAILED_JOBS_MESSAGE =
  'No failed jobs. Emails, image sizes and CSV imports run in the background and are retried on their own.';

const DONE_TITLES: Record<FailedJobResolution, string> = {
  retry: 'Job queued to run again',
  dismiss: 'Job dismissed',
};
const FAILED_TITLES: Record<FailedJobResolution, string> = {
  retry: 'Could not retry the job',
  dismiss: 'Could not dismiss the job',
};

interface FailedJobsSectionProps {
  /**
   * Whether what stands above this section has its final height, so that arriving from a
   * notification's link scrolls to where the section will stay.
   */
  layoutSettled: boolean;
}

/**
 * Background jobs whose every retry failed (emails, image sizes, CSV imports): each retried
 * with the same data or dismissed. Open ones by default; the switch shows resolved ones too.
 */
export function FailedJobsSection({ layoutSettled }: FailedJobsSectionProps) {
  const headingId = useId();
  const switchId = useId();
  const [params, setParams] = useState<FailedJobListParams>({ page: 0, size: 10, status: 'open' });
  const list = useFailedJobs(params);
  const resolve = useResolveFailedJob();
  const jobs = list.data?.content ?? [];
  const failedToLoad = list.isError && !list.data;

  // The router scrolls to a hash before this lazy page has drawn its rows; scroll once it has.
  const { hash, key } = useLocation();
  const listSettled = !list.isPending;
  useEffect(() => {
    if (hash !== `#${FAILED_JOBS_ANCHOR}` || !layoutSettled || !listSettled) return;
    document.getElementById(FAILED_JOBS_ANCHOR)?.scrollIntoView({ block: 'start' });
  }, [hash, key, layoutSettled, listSettled]);

  useLastPageClamp(list.data?.totalPages, params.page, (page) =>
    setParams((current) => ({ ...current, page })),
  );

  const { mutate } = resolve;
  const onResolve = useCallback(
    (job: FailedJob, resolution: FailedJobResolution) =>
      mutate(
        { id: job.id, resolution },
        {
          onSuccess: () =>
            toast.success(DONE_TITLES[resolution], {
              description: `${queueLabel(job.queue)}: ${job.summary}`,
            }),
          onError: (error) =>
            toast.error(FAILED_TITLES[resolution], {
              description: errorMessage(error, 'Please try again.'),
            }),
        },
      ),
    [mutate],
  );

  const showResolved = params.status === 'all';
  const nothingOpen = !showResolved && list.isSuccess && list.data.totalElements === 0;

  return (
    <Card
      id={FAILED_JOBS_ANCHOR}
      aria-labelledby={headingId}
      // Clear of the admin's sticky header when scrolled to.
      className="mt-4 scroll-mt-20"
    >
      <div className="mb-5 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-sans text-lg font-semibold">
            Failed background jobs
          </h2>
          <p className="mt-1 max-w-prose text-sm text-stone">
            Work that kept failing after every retry. Retry runs it again with the same data once
            its cause is fixed (a mail server back up, say); Dismiss takes it off this list.
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Label htmlFor={switchId} className="mb-0">
            Show retried and dismissed
          </Label>
          <Switch
            id={switchId}
            checked={showResolved}
            onCheckedChange={(checked) =>
              setParams((current) => ({ ...current, page: 0, status: checked ? 'all' : 'open' }))
            }
          />
        </div>
      </div>
      {failedToLoad ? (
        <AdminLoadError
          what="The failed jobs"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : list.isPending ? (
        <div role="status" className="grid gap-2">
          <span className="sr-only">Loading failed jobs...</span>
          {[0, 1].map((row) => (
            <Skeleton key={row} className="h-10 w-full" />
          ))}
        </div>
      ) : nothingOpen ? (
        <p className="text-sm text-stone">{NO_FAILED_JOBS_MESSAGE}</p>
      ) : (
        <FailedJobsTable
          jobs={jobs}
          total={list.data?.totalElements ?? 0}
          page={params.page}
          size={params.size}
          onPageChange={(page, size) => setParams((current) => ({ ...current, page, size }))}
          isLoading={list.isFetching}
          emptyMessage={showResolved ? 'No job has failed for good yet.' : NO_FAILED_JOBS_MESSAGE}
          resolvingId={resolve.isPending ? (resolve.variables?.id ?? null) : null}
          onResolve={onResolve}
        />
      )}
    </Card>
  );
}
