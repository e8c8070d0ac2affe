import { RETURN_MESSAGES } from '@attar/contracts';
import { useMyReturnRequests } from '@/api/returns';
import { Button } from '@/components/ui/button';
import { ReturnRequestCard } from './return-request-card';

/** The signed-in shopper's requests, newest first; loaded once My Returns is open. */
export function ReturnRequestList({ enabled }: { enabled: boolean }) {
  const requests = useMyReturnRequests(enabled);

  if (requests.isPending) {
    return (
      <p role="status" className="py-10 text-center text-sm text-stone">
        Loading...
      </p>
    );
  }
  if (requests.isError) {
    return (
      <div
        role="alert"
        className="rounded-card border border-rule bg-paper p-6 text-center text-sm"
      >
        <p className="text-ink">We could not load your return requests.</p>
        <Button variant="outline" className="mt-4" onClick={() => void requests.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (requests.data.content.length === 0) {
    return (
      <div className="rounded-card border border-dashed border-rule bg-paper px-6 py-12 text-center">
        <p className="font-display text-2xl text-ink">{RETURN_MESSAGES.noRequests}</p>
        <p className="mt-2 text-sm text-stone">{RETURN_MESSAGES.noRequestsHint}</p>
      </div>
    );
  }
  return (
    <ul className="space-y-4" aria-label="Your return and exchange requests">
      {requests.data.content.map((request) => (
        <li key={request.id}>
          <ReturnRequestCard request={request} />
        </li>
      ))}
    </ul>
  );
}
