import type { MenuItem } from '@attar/contracts';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { itemsLabel, type MoveDirection } from '../menu-tree';

export interface MenuTreeActions {
  onAddUnder: (parent: MenuItem) => void;
  onEdit: (item: MenuItem, parentId: number | null) => void;
  onDelete: (item: MenuItem) => void;
  onMove: (item: MenuItem, parentId: number | null, direction: MoveDirection) => void;
}

interface MenuTreeProps extends MenuTreeActions {
  tree: MenuItem[];
}

/**
 * The navigation as shoppers meet it: top-level items in menu-bar order, each with the items of
 * its dropdown indented below. Every row has its own move, edit and delete buttons.
 */
export function MenuTree({ tree, ...actions }: MenuTreeProps) {
  return (
    <ol
      aria-label="Menu items"
      className="overflow-hidden rounded-soft border border-rule bg-paper"
    >
      {tree.map((item, index) => (
        <li key={item.id} className="border-b border-rule last:border-b-0">
          <MenuRow
            item={item}
            parentId={null}
            isFirst={index === 0}
            isLast={index === tree.length - 1}
            {...actions}
          />
          {item.children.length > 0 ? (
            <ol
              aria-label={`Items under ${item.title}`}
              className="ml-5 border-l-2 border-rule bg-ivory/40 sm:ml-8"
            >
              {item.children.map((child, childIndex) => (
                <li key={child.id} className="border-t border-rule">
                  <MenuRow
                    item={child}
                    parentId={item.id}
                    isFirst={childIndex === 0}
                    isLast={childIndex === item.children.length - 1}
                    {...actions}
                  />
                </li>
              ))}
            </ol>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

interface MenuRowProps extends MenuTreeActions {
  item: MenuItem;
  parentId: number | null;
  isFirst: boolean;
  isLast: boolean;
}

function MenuRow({
  item,
  parentId,
  isFirst,
  isLast,
  onAddUnder,
  onEdit,
  onDelete,
  onMove,
}: MenuRowProps) {
  const topLevel = parentId === null;
  return (
    <div className="flex flex-col gap-2 px-3 py-2 text-sm sm:flex-row sm:items-center sm:gap-4">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium break-words">{item.title}</span>
          {item.featured ? <Badge tone="gold">Featured</Badge> : null}
          {topLevel && item.children.length > 0 ? (
            <Badge>{itemsLabel(item.children.length)}</Badge>
          ) : null}
        </p>
        <p className="mt-0.5 text-xs break-all text-stone">
          <span className="sr-only">Path: </span>
          <span className="font-mono">{item.path}</span>
          {item.menuType ? (
            <>
              {' · lists '}
              <span className="font-mono">{item.menuType}</span>
            </>
          ) : null}
        </p>
      </div>
      <div className="-mx-1 flex flex-wrap items-center gap-0.5 sm:mx-0 sm:flex-nowrap">
        {/* First, so that the buttons every row has line up on the right. */}
        {topLevel ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Add an item under ${item.title}`}
            title="Add an item under it"
            onClick={() => onAddUnder(item)}
          >
            <Plus className="size-4" aria-hidden="true" />
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Move ${item.title} up`}
          title="Move up"
          data-move={`${item.id}:up`}
          disabled={isFirst}
          onClick={() => onMove(item, parentId, 'up')}
        >
          <ArrowUp className="size-4" aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Move ${item.title} down`}
          title="Move down"
          data-move={`${item.id}:down`}
          disabled={isLast}
          onClick={() => onMove(item, parentId, 'down')}
        >
          <ArrowDown className="size-4" aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Edit ${item.title}`}
          title="Edit"
          onClick={() => onEdit(item, parentId)}
        >
          <Pencil className="size-4" aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete ${item.title}`}
          title="Delete"
          className="text-danger hover:bg-danger/10"
          onClick={() => onDelete(item)}
        >
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
