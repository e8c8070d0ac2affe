import {
  type CourierProvider,
  type FulfilmentOrder,
  SHIPMENT_BOOKING_MAX_ORDERS,
  SHIPMENT_MESSAGES,
} from '@attar/contracts';
import { Truck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { useCan } from '@/lib/staff-access';
import { BookingDialog, ordersCount } from './booking-dialog';
import { FulfilmentSection } from './fulfilment-section';
import { orderRowId, orderRowLabel, TO_SHIP_COLUMNS } from './fulfilment-columns';
import { ShipmentDocumentButton } from './shipment-document-button';
import { useOrderSelection } from './use-order-selection';

const PAGE_SIZES = [20, SHIPMENT_BOOKING_MAX_ORDERS];

interface ToShipSectionProps {
  orders: FulfilmentOrder[];
  providers: CourierProvider[];
}

/**
 * "To ship": the confirmed and processing orders without a parcel, oldest first. Ticking rows
 * brings up a bar that stays in view while the list scrolls: book them, or print their packing
 * slips. Only a role that manages orders may book.
 */
export function ToShipSection({ orders, providers }: ToShipSectionProps) {
  const canBook = useCan('orders.manage');
  const { selection, selectedOrders, onSelectionChange, select } = useOrderSelection(orders);
  const [booking, setBooking] = useState<FulfilmentOrder[] | null>(null);
  const tooMany = selectedOrders.length > SHIPMENT_BOOKING_MAX_ORDERS;

  return (
    <FulfilmentSection title="To ship" count={orders.length}>
      <DataTable
        label="Orders to ship"
        columns={TO_SHIP_COLUMNS}
        data={orders}
        getRowId={orderRowId}
        getRowLabel={orderRowLabel}
        enableRowSelection
        rowSelection={selection}
        onRowSelectionChange={onSelectionChange}
        enableColumnVisibility={false}
        defaultPageSize={SHIPMENT_BOOKING_MAX_ORDERS}
        pageSizeOptions={PAGE_SIZES}
        selectionBarClassName="sticky top-14 z-30 shadow-panel"
        renderSelectionActions={() => (
          <>
            {canBook ? (
              <Button
                className="px-4"
                disabled={tooMany}
                onClick={() => setBooking(selectedOrders)}
              >
                <Truck className="size-4" aria-hidden="true" />
                Book {ordersCount(selectedOrders.length)}
              </Button>
            ) : null}
            <ShipmentDocumentButton
              document="packingSlips"
              label="Packing slips"
              orderIds={selectedOrders.map((order) => order.orderId)}
            />
            {tooMany ? (
              <span className="text-xs text-danger">{SHIPMENT_MESSAGES.orders}</span>
            ) : null}
          </>
        )}
        emptyMessage="Nothing to ship. New confirmed orders appear here."
      />
      {booking ? (
        <BookingDialog
          orders={booking}
          providers={providers}
          // The orders refused stay ticked, ready for another try; the booked ones leave the list.
          onBooked={(result) => select(result.failed.map((failure) => failure.orderId))}
          onClose={() => setBooking(null)}
        />
      ) : null}
    </FulfilmentSection>
  );
}
