// The labels live in contracts so that the admin's screens read statuses the same way.
export { ORDER_STATUS_LABELS } from '@attar/contracts';
