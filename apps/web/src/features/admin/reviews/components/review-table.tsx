import { RATING_MAX, type AdminReview } from '@attar/contracts';
import { Eye, EyeOff, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { Stars } from '@/components/star-rating';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { createDataTableColumns } from '@/components/ui/data-table';
import { type AdminListProps, AdminListTable } from '@/features/admin/components/admin-list-table';
import { formatDate } from '@/lib/format-date';
import { REVIEW_PAGE_SIZES } from '../use-review-list-params';

/** How much of a review's text the table shows; the rest is in its tooltip. */
const EXCERPT_LENGTH = 140;

export function excerptOf(text: string): string {
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : text;
}

/** "Anaya S.'s review of Taif Rose Attar": names a row's review in its buttons' labels. */
const reviewName = (review: AdminReview) =>
  `${review.authorName}'s review of ${review.productName}`;

interface ReviewTableProps extends AdminListProps<AdminReview> {
  onToggleHidden: (review: AdminReview) => void;
  onDelete: (review: AdminReview) => void;
  /** The review whose hide or show is on its way (its button waits). */
  pendingId: number | null;
}

const column = createDataTableColumns<AdminReview>();

/** Every review a page at a time from the server, newest first, with hide/show and delete. */
export function ReviewTable({ onToggleHidden, onDelete, pendingId, ...list }: ReviewTableProps) {
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('createdAt', {
          header: 'Date',
          enableSorting: false,
          meta: { className: 'whitespace-nowrap' },
          cell: ({ getValue }) => <time dateTime={getValue()}>{formatDate(getValue())}</time>,
        }),
        column.accessor('productName', {
          header: 'Product',
          enableSorting: false,
          cell: ({ getValue }) => <p className="min-w-36">{getValue()}</p>,
        }),
        column.display({
          id: 'customer',
          header: 'Customer',
          enableSorting: false,
          cell: ({ row }) => (
            <div className="min-w-40">
              <p className="font-medium">{row.original.authorName}</p>
              <p className="text-xs break-all text-stone">{row.original.authorEmail}</p>
            </div>
          ),
        }),
        column.accessor('rating', {
          header: 'Rating',
          enableSorting: false,
          meta: { className: 'relative whitespace-nowrap', label: 'Rating' },
          cell: ({ getValue }) => (
            <>
              <Stars value={getValue()} />
              <span className="sr-only">
                Rated {getValue()} out of {RATING_MAX}
              </span>
            </>
          ),
        }),
        column.display({
          id: 'review',
          header: 'Review',
          enableSorting: false,
          cell: ({ row }) => (
            <div className="max-w-md min-w-56" title={row.original.body}>
              {row.original.title ? <p className="font-medium">{row.original.title}</p> : null}
              <p className="text-stone">{excerptOf(row.original.body)}</p>
            </div>
          ),
        }),
        column.display({
          id: 'status',
          header: 'Status',
          enableSorting: false,
          meta: { className: 'whitespace-nowrap' },
          cell: ({ row }) =>
            row.original.hiddenAt ? (
              <Badge tone="yellow" title={`Hidden on ${formatDate(row.original.hiddenAt)}`}>
                <EyeOff className="size-3" aria-hidden="true" />
                Hidden
              </Badge>
            ) : (
              <span className="text-stone">Shown</span>
            ),
        }),
        column.display({
          id: 'actions',
          header: () => <span className="sr-only">Actions</span>,
          enableHiding: false,
          meta: { align: 'end', className: 'relative w-px whitespace-nowrap' },
          cell: ({ row }) => {
            const review = row.original;
            const hidden = review.hiddenAt !== null;
            const pending = pendingId === review.id;
            return (
              <div className="-my-1 flex justify-end gap-1">
                <Button
                  variant="ghost"
                  className="px-3"
                  aria-label={`${hidden ? 'Show' : 'Hide'} ${reviewName(review)}`}
                  disabled={pending}
                  onClick={() => onToggleHidden(review)}
                >
                  {hidden ? (
                    <Eye className="size-4" aria-hidden="true" />
                  ) : (
                    <EyeOff className="size-4" aria-hidden="true" />
                  )}
                  {pending ? (hidden ? 'Showing...' : 'Hiding...') : hidden ? 'Show' : 'Hide'}
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete ${reviewName(review)}`}
                  title="Delete"
                  className="text-danger hover:bg-danger/10"
                  onClick={() => onDelete(review)}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </div>
            );
          },
        }),
      ]),
    [onToggleHidden, onDelete, pendingId],
  );

  return (
    <AdminListTable
      {...list}
      label="Reviews"
      columns={columns}
      getRowId={(review) => String(review.id)}
      pageSizeOptions={REVIEW_PAGE_SIZES}
    />
  );
}
