import { useEffect } from 'react';
import { useActivityEntityTypes, useActivityLog } from '@/api/activity-log';
import { Skeleton } from '@/components/ui/skeleton';
import { adminSection } from '@/features/admin/admin-sections';
import { AdminLoadError } from '@/features/admin/components/admin-load-error';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { ActivityExportButton } from '../components/activity-export-button';
import { ActivityFilters } from '../components/activity-filters';
import { ActivityTable } from '../components/activity-table';
import { useActivityListParams } from '../use-activity-list-params';

const NO_TYPES: string[] = [];

/** /admin/activity: every recorded admin write, filtered in the address, and its CSV export. */
export default function ActivityPage() {
  const { params, filtered, setFilters, setPage } = useActivityListParams();
  const list = useActivityLog(params);
  const entityTypes = useActivityEntityTypes().data ?? NO_TYPES;
  const failed = list.isError && !list.data;
  const { page: _page, size: _size, ...filters } = params;

  // A page past the end (an old link, a narrower filter) shows the last page instead.
  const totalPages = list.data?.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && totalPages > 0 && params.page >= totalPages)
      setPage(totalPages - 1, params.size, true);
  }, [totalPages, params.page, params.size, setPage]);

  return (
    <>
      <AdminPageHeader
        title="Activity log"
        summary={adminSection('activity').summary}
        actions={<ActivityExportButton filters={filters} />}
      />
      {failed ? (
        <AdminLoadError
          what="The activity log"
          error={list.error}
          onRetry={() => void list.refetch()}
          className="mb-4"
        />
      ) : null}
      <ActivityTable
        entries={list.data?.content ?? []}
        total={list.data?.totalElements ?? 0}
        page={params.page}
        size={params.size}
        onPageChange={setPage}
        isLoading={list.isFetching && !list.isPending}
        toolbar={
          <ActivityFilters
            params={params}
            filtered={filtered}
            entityTypes={entityTypes}
            onChange={setFilters}
          />
        }
        emptyMessage={
          list.isPending ? (
            <LoadingRows />
          ) : failed ? (
            'Nothing to show.'
          ) : filtered ? (
            'No activity matches these filters.'
          ) : (
            'No activity yet. Changes made in the admin show here.'
          )
        }
      />
    </>
  );
}

/** The first load: grey bars where the rows will be. */
function LoadingRows() {
  return (
    <div role="status" className="grid gap-2">
      <span className="sr-only">Loading the activity log...</span>
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} className="h-8 w-full" />
      ))}
    </div>
  );
}
