import { canMoveReturn, type ReturnRequest } from '@attar/contracts';
import { ApproveDialog } from './approve-dialog';
import { CompleteDialog } from './complete-dialog';
import { ReceiveDialog } from './receive-dialog';
import { RejectDialog } from './reject-dialog';

/**
 * What an admin may do next (docs/product.md, "Returns and exchanges"); receipt comes before
 * completion.
 */
export function availableDecisions(request: Pick<ReturnRequest, 'status' | 'receipt'>) {
  const { status } = request;
  return {
    approve: canMoveReturn(status, 'APPROVED'),
    reject: canMoveReturn(status, 'REJECTED'),
    receive: status === 'APPROVED' && request.receipt === null,
    complete: canMoveReturn(status, 'COMPLETED') && request.receipt !== null,
  };
}

/** The decision buttons a request's state allows, each opening its dialog; none once closed. */
export function ReturnActions({ request }: { request: ReturnRequest }) {
  const can = availableDecisions(request);
  return (
    <>
      {can.approve ? <ApproveDialog request={request} /> : null}
      {can.reject ? <RejectDialog request={request} /> : null}
      {can.receive ? <ReceiveDialog request={request} /> : null}
      {can.complete ? <CompleteDialog request={request} /> : null}
    </>
  );
}

export const hasDecisions = (request: Pick<ReturnRequest, 'status' | 'receipt'>) =>
  Object.values(availableDecisions(request)).some(Boolean);
