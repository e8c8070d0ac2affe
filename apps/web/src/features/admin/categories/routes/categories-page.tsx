import type { AdminCategory } from '@attar/contracts';
import { Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useAdminCategories } from '@/api/categories';
import { Button } from '@/components/ui/button';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { AdminSearchField } from '@/features/admin/components/admin-search-field';
import { adminSection } from '@/features/admin/admin-sections';
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
      <CategoryTable
        list={list}
        page={page}
        size={size}
        onPageChange={setPage}
        onEdit={onEdit}
        onDelete={onDelete}
        toolbar={
          <AdminSearchField
            label="Search categories"
            placeholder="Name, slug or description"
            className="sm:w-80"
            search={search}
            onSearch={setSearch}
          />
        }
        what="The categories"
        filtered={Boolean(search)}
        filteredMessage={`No category matches "${search}".`}
        emptyMessage="No categories yet. Add the first one."
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
