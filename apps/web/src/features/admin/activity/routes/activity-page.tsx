import { useActivityEntityTypes, useActivityLog } from '@/api/activity-log';
import { adminSection } from '@/features/admin/admin-sections';
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
  const { page: _page, size: _size, ...filters } = params;

  return (
    <>
      <AdminPageHeader
        title="Activity log"
        summary={adminSection('activity').summary}
        actions={<ActivityExportButton filters={filters} />}
      />
      <ActivityTable
        list={list}
        page={params.page}
        size={params.size}
        onPageChange={setPage}
        toolbar={
          <ActivityFilters
            params={params}
            filtered={filtered}
            entityTypes={entityTypes}
            onChange={setFilters}
          />
        }
        what="The activity log"
        loadingLabel="Loading the activity log..."
        filtered={filtered}
        filteredMessage="No activity matches these filters."
        emptyMessage="No activity yet. Changes made in the admin show here."
      />
    </>
  );
}
