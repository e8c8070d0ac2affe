import type { DeliveryZone, LocationState } from '@attar/contracts';
import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { usePhoneScreen } from '../use-phone-screen';
import { zonePromiseParts, zoneValuesLabel } from '../zone-terms';

export type MoveDirection = 'up' | 'down';

export interface ZoneListProps {
  /** In priority order, first asked first. */
  zones: DeliveryZone[];
  /** The states' names for zones of states; ids are shown until they arrive. */
  states: LocationState[] | undefined;
  /** While a new order is being saved, no other move is taken. */
  moving: boolean;
  onMove: (zone: DeliveryZone, direction: MoveDirection) => void;
  onEdit: (zone: DeliveryZone) => void;
  onDelete: (zone: DeliveryZone) => void;
}

/** Move up, move down, edit and delete: the same buttons in a table row and on a card. */
function ZoneActions({
  zone,
  index,
  count,
  moving,
  onMove,
  onEdit,
  onDelete,
}: Omit<ZoneListProps, 'zones' | 'states'> & { zone: DeliveryZone; index: number; count: number }) {
  return (
    <div className="flex shrink-0 items-center justify-end gap-0.5">
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Move ${zone.name} up`}
        title="Move up"
        data-move={`${zone.id}:up`}
        disabled={index === 0 || moving}
        onClick={() => onMove(zone, 'up')}
      >
        <ArrowUp className="size-4" aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Move ${zone.name} down`}
        title="Move down"
        data-move={`${zone.id}:down`}
        disabled={index === count - 1 || moving}
        onClick={() => onMove(zone, 'down')}
      >
        <ArrowDown className="size-4" aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Edit ${zone.name}`}
        title="Edit"
        onClick={() => onEdit(zone)}
      >
        <Pencil className="size-4" aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete ${zone.name}`}
        title="Delete"
        onClick={() => onDelete(zone)}
      >
        <Trash2 className="size-4 text-danger" aria-hidden="true" />
      </Button>
    </div>
  );
}

/** The promise, each part kept on one line ("2-5 days" never breaks at its hyphen). */
function ZonePromise({ zone }: { zone: DeliveryZone }) {
  if (!zone.deliverable) return <Badge tone="destructive">Not delivered</Badge>;
  return zonePromiseParts(zone).map((part, index) => (
    <span key={part}>
      {index > 0 ? ' · ' : null}
      <span className="whitespace-nowrap">{part}</span>
    </span>
  ));
}

/**
 * The zones in the order they are asked: a table on a wide screen, a card a zone on a phone
 * (one or the other is drawn, so the buttons exist once and keep their names unique).
 */
export function ZoneList({ zones, states, ...actions }: ZoneListProps) {
  const phone = usePhoneScreen();
  if (phone) {
    return (
      <ol aria-label="Delivery zones" className="space-y-3">
        {zones.map((zone, index) => (
          <li key={zone.id} className="rounded-soft border border-rule bg-paper p-3 text-sm">
            <p className="font-medium break-words">
              <span className="mr-1.5 text-stone tabular-nums">{zone.priority}.</span>
              {zone.name}
            </p>
            <p className="mt-1 text-stone [overflow-wrap:anywhere]">
              {zoneValuesLabel(zone, states)}
            </p>
            <p className="mt-1">
              <ZonePromise zone={zone} />
            </p>
            <div className="mt-2 border-t border-rule/60 pt-1">
              <ZoneActions zone={zone} index={index} count={zones.length} {...actions} />
            </div>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <div className="overflow-x-auto rounded-soft border border-rule bg-paper">
      <table className="w-full text-sm">
        <caption className="sr-only">Delivery zones, first asked first</caption>
        <thead>
          <tr className="border-b border-rule text-left text-stone">
            <th scope="col" className="px-4 py-2 font-medium">
              #
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Zone
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Promise
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {zones.map((zone, index) => (
            <tr key={zone.id} className="border-b border-rule/60 align-top last:border-0">
              <td className="px-4 py-3 text-stone tabular-nums">{zone.priority}</td>
              <th scope="row" className="px-4 py-3 text-left font-normal">
                <span className="block font-medium">{zone.name}</span>
                <span className="block max-w-md text-stone [overflow-wrap:anywhere]">
                  {zoneValuesLabel(zone, states)}
                </span>
              </th>
              <td className="px-4 py-3">
                <ZonePromise zone={zone} />
              </td>
              <td className="px-2 py-1.5">
                <ZoneActions zone={zone} index={index} count={zones.length} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
