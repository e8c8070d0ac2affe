import type { Address } from '@attar/contracts';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useAddresses, useDeleteAddress, useSaveAddress } from '@/api/addresses';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { inputOf } from '../address-form-rules';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';

export interface AddressSelection {
  selected: Address | null;
  /** Called with the chosen address, and again with its fresh copy after it is edited. */
  onSelect: (address: Address | null) => void;
}

interface AddressBookProps {
  /** The checkout's choice of one address; My Account lists them without it. */
  selection?: AddressSelection;
}

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; id: number };

/** The customer's saved addresses: list, add, edit, delete, make default, and optionally choose one. */
export function AddressBook({ selection }: AddressBookProps) {
  const addresses = useAddresses();
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const list = addresses.data;
  const selectedId = selection?.selected?.id ?? null;
  const onSelect = selection?.onSelect;

  useEffect(() => {
    if (addresses.isError) toast.error('Failed to load shipping addresses.');
  }, [addresses.isError]);

  // Keeps the choice on a live address: the default at first, a fresh copy after an edit,
  // another one after a delete.
  useEffect(() => {
    if (!onSelect || !list) return;
    const current =
      list.find((address) => address.id === selectedId) ??
      list.find((address) => address.isDefault) ??
      list[0] ??
      null;
    if (current !== selection?.selected) onSelect(current);
  }, [list, selectedId, onSelect, selection?.selected]);

  if (addresses.isPending) {
    return (
      <div role="status" className="space-y-3">
        <span className="sr-only">Loading your addresses...</span>
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  if (addresses.isError) {
    return (
      <div role="alert" className="text-sm">
        <p className="text-ink">Failed to load shipping addresses.</p>
        <Button variant="outline" className="mt-3" onClick={() => void addresses.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const saved = (message: string) => (address: Address) => {
    setEditing({ kind: 'none' });
    toast.success(message);
    onSelect?.(address);
  };

  const deleteOne = (address: Address) =>
    remove.mutate(address.id, {
      onSuccess: () => toast.success('Address deleted'),
      onError: (error) =>
        toast.error('Failed to delete address', {
          description: errorMessage(error, 'Please try again.'),
        }),
    });

  const makeDefault = (address: Address) =>
    save.mutate(
      { id: address.id, input: inputOf(address, { isDefault: true }) },
      {
        onError: (error) =>
          toast.error('Failed to add/update address', {
            description: `${errorMessage(error, 'Something went wrong.')} Please try again.`,
          }),
      },
    );

  const savedAddresses = addresses.data;
  // The checkout opens the form at once for someone without an address; My Account waits to be asked.
  const isFirstAddress = Boolean(selection) && savedAddresses.length === 0;
  const showNewForm = editing.kind === 'new' || isFirstAddress;
  const busy = save.isPending || remove.isPending;

  return (
    <div className="space-y-4">
      {savedAddresses.length > 0 ? (
        <ul className="space-y-3" aria-label="Saved addresses">
          {savedAddresses.map((address) => {
            const isChosen = address.id === selectedId;
            return (
              <li
                key={address.id}
                className={cn(
                  'rounded-card border bg-paper p-4',
                  isChosen ? 'border-gold-deep ring-1 ring-gold-deep' : 'border-rule',
                )}
              >
                {editing.kind === 'edit' && editing.id === address.id ? (
                  <AddressForm
                    address={address}
                    onSaved={saved('Address updated')}
                    onCancel={() => setEditing({ kind: 'none' })}
                  />
                ) : (
                  <AddressCard
                    address={address}
                    busy={busy}
                    onEdit={() => setEditing({ kind: 'edit', id: address.id })}
                    onDelete={() => deleteOne(address)}
                    onMakeDefault={() => makeDefault(address)}
                    choice={
                      onSelect ? (
                        <input
                          type="radio"
                          name="shipping-address"
                          className="mt-1 size-5 shrink-0 accent-gold-deep"
                          checked={isChosen}
                          onChange={() => onSelect(address)}
                          aria-label={`Ship to ${address.fullName}, ${address.addressLine1}, ${address.city} ${address.zipCode}`}
                        />
                      ) : undefined
                    }
                  />
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-stone">You have no saved addresses yet. Add one below.</p>
      )}

      {showNewForm ? (
        <div className="rounded-card border border-rule bg-paper p-4 sm:p-5">
          <h3 className="mb-4 text-xl">New address</h3>
          <AddressForm
            onSaved={saved('Address added')}
            onCancel={isFirstAddress ? undefined : () => setEditing({ kind: 'none' })}
          />
        </div>
      ) : (
        <Button
          variant="outline"
          onClick={() => setEditing({ kind: 'new' })}
          disabled={editing.kind !== 'none'}
        >
          <Plus className="size-4" aria-hidden="true" />
          Add new address
        </Button>
      )}
    </div>
  );
}
