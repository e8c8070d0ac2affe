import { formatAdminDateTime } from '@/features/admin/components/admin-date-time';
import { adminOrderPath, adminProductPath, adminReturnPath } from '@/lib/paths';

// How the activity log names what the audit log records. The audit log's entity types and
// actions are open-ended (each module names its own), so unknown ones are turned into words.

const ENTITY_LABELS: Record<string, string> = {
  product: 'Product',
  category: 'Category',
  menu_item: 'Menu item',
  RETURN_REQUEST: 'Return request',
  admin_notification: 'Notification',
  order: 'Order',
  user: 'User',
  review: 'Review',
  setting: 'Setting',
  payment_method: 'Payment method',
};

const ACTION_LABELS: Record<string, string> = {
  CREATE: 'Created',
  UPDATE: 'Edited',
  DELETE: 'Deleted',
  RESTORE: 'Restored',
  STOCK: 'Stock changed',
  REVERT: 'Earlier version restored',
  IMAGES: 'Images changed',
};

/** "RETURN_REQUEST" and "menu_item" -> "Return request", "Menu item"; "sortOrder" -> "Sort order". */
export function humanize(code: string): string {
  const words = code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const entityLabel = (entityType: string) =>
  ENTITY_LABELS[entityType] ?? humanize(entityType);
export const actionLabel = (action: string) => ACTION_LABELS[action] ?? humanize(action);
export const fieldLabel = (field: string) => humanize(field);

/** Where the admin app shows a record, for the entity types that have a page of their own. */
export function entityPath(entityType: string, entityId: number): string | null {
  switch (entityType) {
    case 'product':
      return adminProductPath(entityId);
    case 'order':
      return adminOrderPath(entityId);
    case 'RETURN_REQUEST':
      return adminReturnPath(entityId);
    default:
      return null;
  }
}

/** Shown for a value that is empty (null, missing or blank). */
export const EMPTY_VALUE = '—';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One side of a change as an admin reads it: times in India, yes/no, lists joined, JSON else. */
export function formatChangeValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string')
    return ISO_TIME.test(value) ? formatAdminDateTime(value) || value : value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
    return value.length === 0 ? EMPTY_VALUE : value.map((item) => String(item)).join(', ');
  }
  return JSON.stringify(value);
}
