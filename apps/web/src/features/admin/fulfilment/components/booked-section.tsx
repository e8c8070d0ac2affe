import type { FulfilmentOrder } from '@attar/contracts';
import { DataTable } from '@/components/ui/data-table';
import { BOOKED_COLUMNS, orderRowId, orderRowLabel } from './fulfilment-columns';
import { FulfilmentSection } from './fulfilment-section';
import { ShipmentDocumentButton } from './shipment-document-button';
import { useOrderSelection } from './use-order-selection';

const PAGE_SIZES = [20, 50];

/** "3 parcels", "1 parcel". */
const parcelsCount = (count: number) => `${count} ${count === 1 ? 'parcel' : 'parcels'}`;

/**
 * "Booked today": the parcels booked today and not yet picked up, with their courier and AWB,
 * and the PDFs the pickup needs (labels to stick on, the manifest the courier signs, the
 * packing slips) for the ticked parcels, or for all of them when none is ticked.
 */
export function BookedSection({ orders }: { orders: FulfilmentOrder[] }) {
  const { selection, selectedOrders, onSelectionChange } = useOrderSelection(orders);
  const chosen = selectedOrders.length > 0 ? selectedOrders : orders;
  const orderIds = chosen.map((order) => order.orderId);

  return (
    <FulfilmentSection
      title="Booked today"
      count={orders.length}
      actions={
        <>
          <ShipmentDocumentButton document="labels" label="Labels (PDF)" orderIds={orderIds} />
          <ShipmentDocumentButton document="manifest" label="Manifest (PDF)" orderIds={orderIds} />
          <ShipmentDocumentButton
            document="packingSlips"
            label="Packing slips (PDF)"
            orderIds={orderIds}
          />
        </>
      }
    >
      {orders.length > 0 ? (
        <p className="-mt-1 mb-3 text-sm text-stone" aria-live="polite">
          {selectedOrders.length > 0
            ? `The PDFs are for the ${parcelsCount(selectedOrders.length)} selected.`
            : `The PDFs are for all ${parcelsCount(orders.length)} booked today; tick some to print only those.`}
        </p>
      ) : null}
      <DataTable
        label="Parcels booked today"
        columns={BOOKED_COLUMNS}
        data={orders}
        getRowId={orderRowId}
        getRowLabel={orderRowLabel}
        enableRowSelection
        rowSelection={selection}
        onRowSelectionChange={onSelectionChange}
        enableColumnVisibility={false}
        defaultPageSize={50}
        pageSizeOptions={PAGE_SIZES}
        emptyMessage="No parcels booked today yet."
      />
    </FulfilmentSection>
  );
}
