import type { ReactTable, RowData } from '@tanstack/react-table';
import { Columns3 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { type DataTableFeatures, SELECT_COLUMN_ID, columnLabel } from './data-table-columns';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from './dropdown-menu';

interface DataTableToolbarProps<TData extends RowData> {
  table: ReactTable<DataTableFeatures, TData>;
  /** Filters and the like, on the left. */
  toolbar?: ReactNode;
  /** Offers a "Columns" menu on the right to hide and show columns. */
  enableColumnVisibility: boolean;
}

/** Above the table: the caller's filters and the "Columns" menu; nothing when it has neither. */
export function DataTableToolbar<TData extends RowData>({
  table,
  toolbar,
  enableColumnVisibility,
}: DataTableToolbarProps<TData>) {
  const hideableColumns = table
    .getAllLeafColumns()
    .filter((column) => column.getCanHide() && column.id !== SELECT_COLUMN_ID);
  const showColumnsMenu = enableColumnVisibility && hideableColumns.length > 0;
  if (!toolbar && !showColumnsMenu) return null;

  return (
    <div className="mb-3 flex flex-wrap items-end justify-between gap-2">
      <div className="flex flex-wrap items-end gap-2">{toolbar}</div>
      {showColumnsMenu ? (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" className="px-3">
              <Columns3 className="size-4" aria-hidden="true" />
              Columns
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuLabel>Show columns</DropdownMenuLabel>
            {hideableColumns.map((column) => (
              <DropdownMenuCheckboxItem
                key={column.id}
                checked={column.getIsVisible()}
                onCheckedChange={(checked) => column.toggleVisibility(checked)}
                onSelect={(event) => event.preventDefault()}
              >
                {columnLabel(column.columnDef, column.id)}
              </DropdownMenuCheckboxItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null}
    </div>
  );
}

interface DataTableSelectionBarProps {
  selectedIds: string[];
  onClear: () => void;
  /** The caller's bulk actions for the selected rows. */
  renderSelectionActions?: (selectedRowIds: string[], clearSelection: () => void) => ReactNode;
  className?: string;
}

/** Shown while rows are selected: how many, the bulk actions and "Clear selection". */
export function DataTableSelectionBar({
  selectedIds,
  onClear,
  renderSelectionActions,
  className,
}: DataTableSelectionBarProps) {
  if (selectedIds.length === 0) return null;

  return (
    <div
      className={cn(
        'mb-3 flex flex-wrap items-center gap-3 rounded-soft border border-rule bg-ivory-deep px-3 py-1.5',
        className,
      )}
      role="status"
    >
      <span className="font-medium">{selectedIds.length} selected</span>
      {renderSelectionActions?.(selectedIds, onClear)}
      <Button variant="ghost" className="ml-auto px-3" onClick={onClear}>
        Clear selection
      </Button>
    </div>
  );
}
