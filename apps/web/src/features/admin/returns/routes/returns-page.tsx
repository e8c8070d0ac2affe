import { useAdminReturns } from '@/api/returns';
import { adminSection } from '@/features/admin/admin-sections';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { ReturnFilters } from '../components/return-filters';
import { ReturnTable } from '../components/return-table';
import { useReturnListParams } from '../use-return-list-params';

/** /admin/return: every return and exchange request, filtered in the address; a row opens it. */
export default function ReturnPage() {
  const { params, filtered, setFilters, setPage } = useReturnListParams();
  const list = useAdminReturns(params);

  return (
    <>
      <AdminPageHeader title="Returns" summary={adminSection('return').summary} />
      <ReturnTable
        list={list}
        page={params.page}
        size={params.size}
        onPageChange={setPage}
        toolbar={<ReturnFilters params={params} filtered={filtered} onChange={setFilters} />}
        what="The return requests"
        loadingLabel="Loading return requests..."
        filtered={filtered}
        filteredMessage="No return requests match these filters."
        emptyMessage="No return requests yet."
      />
    </>
  );
}
