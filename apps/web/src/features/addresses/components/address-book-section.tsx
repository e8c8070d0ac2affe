import { MapPin } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { AddressBook } from './address-book';

/** My Account's Addresses section. */
export function AddressBookSection() {
  return (
    <Card aria-labelledby="account-addresses">
      <div className="mb-5 flex items-center gap-3">
        <MapPin className="size-5 text-gold-deep" aria-hidden="true" strokeWidth={1.5} />
        <h2 id="account-addresses" className="text-2xl sm:text-[1.7rem]">
          Addresses
        </h2>
      </div>
      <AddressBook />
    </Card>
  );
}
