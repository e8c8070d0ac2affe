import type { ReturnRequest } from '@attar/contracts';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useAdminReturn } from '@/api/returns';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { AdminLoadError } from '@/features/admin/components/admin-load-error';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { adminSectionPath } from '@/lib/paths';
import { useCan } from '@/lib/staff-access';
import { hasDecisions, ReturnActions } from '../actions/return-actions';
import {
  ReturnCustomerSection,
  ReturnItemSection,
  ReturnOrderSection,
  ReturnReasonSection,
} from '../components/return-overview';
import {
  ReturnExchangeSection,
  ReturnReceiptSection,
  ReturnRefundSection,
  ReturnRejectionSection,
} from '../components/return-progress';
import type { ReturnListState } from '../components/return-table';
import { ReturnStatusBadge } from '../components/return-status-badge';
import { ReturnTimeline } from '../components/return-timeline';
import { formatDateTime, RETURN_TYPE_LABELS } from '../return-labels';

function parseId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** /admin/return/:id: one request with its order, customer, item and history, and the next step. */
export default function ReturnDetailPage() {
  const id = parseId(useParams().id);
  return id === null ? <NotFound /> : <ReturnDetail id={id} />;
}

function ReturnDetail({ id }: { id: number }) {
  const query = useAdminReturn(id);

  if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
  if (query.isError) {
    return (
      <>
        <BackLink />
        <AdminLoadError
          what="The return request"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </>
    );
  }
  if (query.isPending) {
    return (
      <div role="status" className="grid gap-4">
        <span className="sr-only">Loading return request...</span>
        <Skeleton className="h-8 w-64" />
        <div className="grid gap-4 lg:grid-cols-2">
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      </div>
    );
  }
  return <ReturnDetailView request={query.data} />;
}

function ReturnDetailView({ request }: { request: ReturnRequest }) {
  const isExchange = request.type === 'EXCHANGE';
  const decides = useCan('returns.manage') && hasDecisions(request);
  return (
    <>
      <BackLink />
      <AdminPageHeader
        title={`${RETURN_TYPE_LABELS[request.type]} request #${request.id}`}
        summary={`Order ${request.orderNumber} · requested ${formatDateTime(request.createdAt)}`}
        actions={decides ? <ReturnActions request={request} /> : null}
      />
      <RequestState request={request} />
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <div className="grid min-w-0 gap-4">
          <ReturnItemSection request={request} />
          <ReturnReasonSection request={request} />
          {request.status === 'REJECTED' ? <ReturnRejectionSection request={request} /> : null}
          {isExchange ? <ReturnExchangeSection request={request} /> : null}
          <ReturnReceiptSection request={request} />
          {isExchange && !request.refund ? null : <ReturnRefundSection request={request} />}
        </div>
        <div className="grid min-w-0 gap-4">
          <ReturnOrderSection request={request} />
          <ReturnCustomerSection request={request} />
          <ReturnTimeline events={request.timeline} />
        </div>
      </div>
    </>
  );
}

/**
 * Status and type under the title. A decision removes the button that opened its dialog, so
 * focus comes here, to the new status, rather than falling back to the page.
 */
function RequestState({ request }: { request: ReturnRequest }) {
  const ref = useRef<HTMLDivElement>(null);
  const state = `${request.status}:${request.receipt ? 'received' : ''}`;
  const shown = useRef(state);
  useEffect(() => {
    if (shown.current === state) return;
    shown.current = state;
    ref.current?.focus();
  }, [state]);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="-mt-2 mb-5 flex flex-wrap items-center gap-2 text-sm outline-none"
    >
      <span className="text-stone">Status</span>
      <ReturnStatusBadge status={request.status} />
      <span className="text-stone">Type</span>
      <Badge>{RETURN_TYPE_LABELS[request.type]}</Badge>
    </div>
  );
}

function NotFound() {
  return (
    <>
      <BackLink />
      <AdminPageHeader title="Return request not found" />
      <p className="text-sm text-stone">No return request has this id.</p>
    </>
  );
}

/** Back to the list, with the filters it had when the request was opened from it. */
function BackLink() {
  const state = useLocation().state as Partial<ReturnListState> | null;
  const search = typeof state?.listSearch === 'string' ? state.listSearch : '';
  return (
    <Link
      to={`${adminSectionPath('return')}${search}`}
      className="-mt-2 mb-2 inline-flex min-h-11 items-center gap-1.5 text-sm text-stone hover:text-ink"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      All return requests
    </Link>
  );
}
