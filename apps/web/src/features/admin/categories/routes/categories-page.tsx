import type { AdminCategory } from '@attar/contracts';
import { Plus } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useAdminCategories } from '@/api/categories';
import { Button } from '@/components/ui/button';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { AdminSearchField } from '@/features/admin/components/admin-search-field';
import { adminSection } from '@/features/admin/admin-sections';
import { AdminLoadError } from '@/features/admin/components/admin-load-error';
import { CategoryDialog } from '../components/category-dialog';
import { CategoryTable } from '../components/category-table';
import { DeleteCategoryDialog } from '../components/delete-category-dialog';
import { useCategoryListParams } from '../use-category-list-params';

/** Typing waits this long before the list is asked for again. */

/** /admin/addcategories: the categories in a table, added and edited in a dialog. */
export default function AddCategoriesPage() {
  const { search, page, size, setSearch, setPage } = useCategoryListParams();
  const list = useAdminCategories({ page, size, search: search || undefined });
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const onEdit = useCallback((category: AdminCategory) => setEditing(category), []);
  const onDelete = useCallback((category: AdminCategory) => setDeleting(category), []);

  // After the last category of the last page goes, show the page before it.
  const totalPages = list.data?.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && totalPages > 0 && page >= totalPages)
      setPage(totalPages - 1, size, true);
  }, [totalPages, page, size, setPage]);

  return (
    <>
      <AdminPageHeader
        title="Categories"
        summary={adminSection('addcategories').summary}
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" />
            Add category
          </Button>
        }
      />
      {list.isError && !list.data ? (
        <AdminLoadError
          what="The categories"
          error={list.error}
          onRetry={() => void list.refetch()}
          className="mb-4"
        />
      ) : null}
      <CategoryTable
        categories={list.data?.content ?? []}
        total={list.data?.totalElements ?? 0}
        page={page}
        size={size}
        onPageChange={setPage}
        onEdit={onEdit}
        onDelete={onDelete}
        isLoading={list.isFetching}
        toolbar={
          <AdminSearchField
            label="Search categories"
            placeholder="Name, slug or description"
            className="sm:w-80"
            search={search}
            onSearch={setSearch}
          />
        }
        emptyMessage={
          search ? `No category matches "${search}".` : 'No categories yet. Add the first one.'
        }
      />
      {editing ? (
        <CategoryDialog
          key={editing === 'new' ? 'new' : editing.id}
          category={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <DeleteCategoryDialog
          key={deleting.id}
          category={deleting}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}
