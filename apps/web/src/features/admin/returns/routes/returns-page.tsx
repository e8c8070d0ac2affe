import { useEffect } from 'react';
import { useAdminReturns } from '@/api/returns';
import { Skeleton } from '@/components/ui/skeleton';
import { adminSection } from '@/features/admin/admin-sections';
import { AdminLoadError } from '@/features/admin/components/admin-load-error';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { ReturnFilters } from '../components/return-filters';
import { ReturnTable } from '../components/return-table';
import { useReturnListParams } from '../use-return-list-params';

/** /admin/return: every return and exchange request, filtered in the address; a row opens it. */
export default function ReturnPage() {
  const { params, filtered, setFilters, setPage } = useReturnListParams();
  const list = useAdminReturns(params);
  const failed = list.isError && !list.data;

  // After the last request of the last page leaves the filter, show the page before it.
  const totalPages = list.data?.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && totalPages > 0 && params.page >= totalPages)
      setPage(totalPages - 1, params.size, true);
  }, [totalPages, params.page, params.size, setPage]);

  return (
    <>
      <AdminPageHeader title="Returns" summary={adminSection('return').summary} />
      {failed ? (
        <AdminLoadError
          what="The return requests"
          error={list.error}
          onRetry={() => void list.refetch()}
          className="mb-4"
        />
      ) : null}
      <ReturnTable
        requests={list.data?.content ?? []}
        total={list.data?.totalElements ?? 0}
        page={params.page}
        size={params.size}
        onPageChange={setPage}
        isLoading={list.isFetching && !list.isPending}
        toolbar={<ReturnFilters params={params} filtered={filtered} onChange={setFilters} />}
        emptyMessage={
          list.isPending ? (
            <LoadingRows />
          ) : failed ? (
            'Nothing to show.'
          ) : filtered ? (
            'No return requests match these filters.'
          ) : (
            'No return requests yet.'
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
      <span className="sr-only">Loading return requests...</span>
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} className="h-8 w-full" />
      ))}
    </div>
  );
}
