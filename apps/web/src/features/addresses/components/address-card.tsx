import type { Address } from '@attar/contracts';
import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

interface AddressCardProps {
  address: Address;
  /** The choice control of the checkout, shown before the address; none in My Account. */
  choice?: ReactNode;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}

/** One saved address with its actions; deleting asks once more, since it cannot be undone. */
export function AddressCard({
  address,
  choice,
  busy,
  onEdit,
  onDelete,
  onMakeDefault,
}: AddressCardProps) {
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  return (
    <div className="flex gap-3">
      {choice}
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
          {address.fullName}
          {address.isDefault ? <Badge tone="gold">Default</Badge> : null}
        </p>
        <address className="mt-1 text-sm leading-relaxed text-stone not-italic">
          {address.addressLine1}
          {address.addressLine2 ? <>, {address.addressLine2}</> : null}
          <br />
          {address.city}, {address.state} {address.zipCode}, {address.country}
          {address.phoneNumber ? (
            <>
              <br />
              Phone: {address.phoneNumber}
            </>
          ) : null}
        </address>
        <div className="mt-2 -ml-3 flex flex-wrap items-center gap-x-1">
          {confirmingDelete ? (
            <>
              <span className="px-3 text-sm text-ink">Delete this address?</span>
              <Button variant="ghost" className="text-danger" disabled={busy} onClick={onDelete}>
                Yes, delete
              </Button>
              <Button variant="ghost" onClick={() => setConfirmingDelete(false)}>
                Keep it
              </Button>
            </>
          ) : (
            <>
              <Button
                variant="ghost"
                disabled={busy}
                onClick={onEdit}
                aria-label={`Edit address of ${address.fullName}, ${address.zipCode}`}
              >
                Edit
              </Button>
              <Button
                variant="ghost"
                disabled={busy}
                onClick={() => setConfirmingDelete(true)}
                aria-label={`Delete address of ${address.fullName}, ${address.zipCode}`}
              >
                Delete
              </Button>
              {address.isDefault ? null : (
                <Button variant="ghost" disabled={busy} onClick={onMakeDefault}>
                  Make default
                </Button>
              )}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
