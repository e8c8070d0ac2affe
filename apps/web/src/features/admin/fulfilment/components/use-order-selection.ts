import type { FulfilmentOrder } from '@attar/contracts';
import type { OnChangeFn, RowSelectionState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';

/**
 * A table's selected orders, kept to the rows it still shows: an order booked (or shipped by
 * someone else) since it was ticked leaves the list and so the selection, and no action is ever
 * taken on a row the admin cannot see.
 */
export function useOrderSelection(rows: readonly FulfilmentOrder[]) {
  const [ticked, setTicked] = useState<RowSelectionState>({});
  const selection = useMemo(() => {
    const shown: RowSelectionState = {};
    for (const row of rows) if (ticked[row.orderId]) shown[row.orderId] = true;
    return shown;
  }, [rows, ticked]);
  const selectedOrders = useMemo(
    () => rows.filter((row) => selection[row.orderId]),
    [rows, selection],
  );

  const onSelectionChange: OnChangeFn<RowSelectionState> = (updater) =>
    setTicked(typeof updater === 'function' ? updater(selection) : updater);
  /** Ticks exactly these orders. */
  const select = (orderIds: readonly number[]) =>
    setTicked(Object.fromEntries(orderIds.map((orderId) => [orderId, true])));

  return { selection, selectedOrders, onSelectionChange, select };
}
