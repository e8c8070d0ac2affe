import { PROMOTION_STATUS_LABELS, type Promotion } from '@attar/contracts';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { createDataTableColumns, DataTable } from '@/components/ui/data-table';
import { formatMoney } from '@/lib/format-money';
import { adminPromotionPath } from '@/lib/paths';
import {
  PROMOTION_STATUS_TONES,
  promotionCodeLabel,
  promotionGivesLabel,
  promotionUsesLabel,
  promotionWindowLabel,
} from '../promotion-terms';

const column = createDataTableColumns<Promotion>();

// On a phone the window, the uses and the results columns are hidden: the first cell reads them
// out under the promotion instead, so nothing essential needs a sideways scroll.
const WIDE_ONLY = 'hidden sm:table-cell';

function StatusBadge({ promotion }: { promotion: Promotion }) {
  return (
    <Badge tone={PROMOTION_STATUS_TONES[promotion.status]}>
      {PROMOTION_STATUS_LABELS[promotion.status]}
    </Badge>
  );
}

const COLUMNS = column.columns([
  column.display({
    id: 'promotion',
    header: 'Promotion',
    enableSorting: false,
    enableHiding: false,
    cell: ({ row }) => {
      const promotion = row.original;
      return (
        <div className="min-w-40 py-1">
          <Link
            to={adminPromotionPath(promotion.id)}
            className="inline-flex min-h-11 items-center font-mono text-xs font-medium underline underline-offset-4 hover:text-gold-deep"
            aria-label={`${promotionCodeLabel(promotion)}: ${promotion.title}`}
          >
            {promotionCodeLabel(promotion)}
          </Link>
          <p className="font-medium break-words">{promotion.title}</p>
          <p className="text-stone">{promotionGivesLabel(promotion)}</p>
          <div className="mt-1 grid gap-0.5 text-xs text-stone sm:hidden">
            <p>{promotionWindowLabel(promotion)}</p>
            <p>
              Uses {promotionUsesLabel(promotion)} · Revenue {formatMoney(promotion.stats.revenue)}{' '}
              · Discount {formatMoney(promotion.stats.discount)}
            </p>
          </div>
        </div>
      );
    },
  }),
  column.display({
    id: 'window',
    header: 'Runs',
    enableSorting: false,
    meta: { className: `${WIDE_ONLY} min-w-44` },
    cell: ({ row }) => promotionWindowLabel(row.original),
  }),
  column.accessor('status', {
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) => <StatusBadge promotion={row.original} />,
  }),
  column.display({
    id: 'uses',
    header: 'Uses',
    enableSorting: false,
    meta: { align: 'end', className: `${WIDE_ONLY} whitespace-nowrap` },
    cell: ({ row }) => promotionUsesLabel(row.original),
  }),
  column.display({
    id: 'revenue',
    header: 'Revenue',
    enableSorting: false,
    meta: { align: 'end', className: `${WIDE_ONLY} whitespace-nowrap` },
    cell: ({ row }) => formatMoney(row.original.stats.revenue),
  }),
  column.display({
    id: 'discount',
    header: 'Discount given',
    enableSorting: false,
    meta: { align: 'end', className: `${WIDE_ONLY} whitespace-nowrap` },
    cell: ({ row }) => formatMoney(row.original.stats.discount),
  }),
]);

const PAGE_SIZES = [20, 50, 100];
const rowId = (promotion: Promotion) => String(promotion.id);

/** Every promotion, newest first: what it is, when it runs, where it stands and what it did. */
export function PromotionTable({ promotions }: { promotions: Promotion[] }) {
  return (
    <DataTable
      label="Promotions"
      columns={COLUMNS}
      data={promotions}
      getRowId={rowId}
      defaultPageSize={PAGE_SIZES[0]}
      pageSizeOptions={PAGE_SIZES}
      enableColumnVisibility={false}
      emptyMessage="No promotions yet. Add the first with New promotion."
    />
  );
}
