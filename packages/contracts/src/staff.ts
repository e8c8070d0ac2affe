import { z } from 'zod';

/*
 * Staff roles and what each may do (docs/permissions.md, decision 0054). Every staff member is
 * ADMIN in tokens and sign-in answers; the staff role says which permissions they hold. The API
 * checks one permission on every admin route; the admin shows only what the role may use.
 */

export const PERMISSIONS = [
  'dashboard.view',
  'notifications.view',
  'orders.view',
  'orders.manage',
  'returns.view',
  'returns.manage',
  'payments.manage',
  'invoices.download',
  'catalogue.manage',
  'menus.manage',
  'media.upload',
  'reviews.moderate',
  'customers.view',
  'customers.manage',
  'staff.manage',
  'contact.view',
  'activity.view',
  'settings.manage',
  'shipping.manage',
  'tax.manage',
  'promotions.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** What each permission lets a person do, as the docs and the admin's role picker say it. */
export const PERMISSION_LABELS: Record<Permission, string> = {
  'dashboard.view': 'See the dashboard and the setup checklist',
  'notifications.view': 'See and clear the admin notifications',
  'orders.view': 'Read orders, their payments and timelines',
  'orders.manage': 'Move orders along their statuses, cancel and refund them, add notes',
  'returns.view': 'Read return and exchange requests',
  'returns.manage': 'Approve, reject, receive and complete returns (refunds included)',
  'payments.manage': 'Switch payment methods, the cash-on-delivery fee and online payment settings',
  'invoices.download': 'Download invoices, credit notes, GST returns and the payments export',
  'catalogue.manage':
    'Add, edit, delete and restore products and categories, stock, CSV import and export, search synonyms and the search report',
  'menus.manage': 'Edit the storefront menus',
  'media.upload': 'Upload and remove images',
  'reviews.moderate': 'Search, hide and delete customer reviews',
  'customers.view': 'Read customer accounts and newsletter subscribers',
  'customers.manage': 'Edit, deactivate and delete customer accounts',
  'staff.manage': 'Add staff accounts, change their roles, edit, deactivate and delete them',
  'contact.view': 'Read the messages sent from the contact page',
  'activity.view': 'Read and export the activity log',
  'settings.manage':
    'Change the store settings (cash on delivery, returns, stock, contact details) and retry failed jobs',
  'shipping.manage':
    'Edit the delivery zones: where the store delivers, shipping charges, cash on delivery and delivery days',
  'tax.manage': 'Change the seller on tax invoices and the GST rates',
  'promotions.manage':
    'Create, edit and switch off promotions and promo codes, and see their results',
};

export const STAFF_ROLES = [
  'OWNER',
  'MANAGER',
  'CATALOGUE',
  'FULFILMENT',
  'SUPPORT',
  'ACCOUNTANT',
] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** Every staff role holds these: the landing page and the bell are every admin's. */
const EVERY_STAFF: Permission[] = ['dashboard.view', 'notifications.view'];

export const STAFF_ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  OWNER: PERMISSIONS,
  MANAGER: PERMISSIONS.filter((permission) => permission !== 'staff.manage'),
  CATALOGUE: [
    ...EVERY_STAFF,
    'catalogue.manage',
    'menus.manage',
    'media.upload',
    'reviews.moderate',
  ],
  FULFILMENT: [
    ...EVERY_STAFF,
    'orders.view',
    'orders.manage',
    'returns.view',
    'returns.manage',
    'invoices.download',
    'customers.view',
    'shipping.manage',
  ],
  SUPPORT: [
    ...EVERY_STAFF,
    'orders.view',
    'returns.view',
    'customers.view',
    'reviews.moderate',
    'contact.view',
  ],
  ACCOUNTANT: [...EVERY_STAFF, 'orders.view', 'returns.view', 'invoices.download'],
};

export const STAFF_ROLE_LABELS: Record<StaffRole, { title: string; summary: string }> = {
  OWNER: { title: 'Owner', summary: 'Everything, staff accounts and roles included.' },
  MANAGER: { title: 'Manager', summary: 'Everything but staff accounts and roles.' },
  CATALOGUE: {
    title: 'Catalogue',
    summary: 'Products, categories, menus, images, search words and reviews.',
  },
  FULFILMENT: {
    title: 'Fulfilment',
    summary: 'Orders, returns and refunds, invoices, delivery zones; reads customers.',
  },
  SUPPORT: {
    title: 'Support',
    summary: 'Reads orders and customers, moderates reviews, reads contact messages.',
  },
  ACCOUNTANT: {
    title: 'Accountant',
    summary: 'Reads orders and returns; downloads invoices, GST returns and exports.',
  },
};

/** Whether a staff role holds a permission; no role (a customer) holds none. */
export function staffRoleCan(role: StaffRole | null | undefined, permission: Permission): boolean {
  return role ? STAFF_ROLE_PERMISSIONS[role].includes(permission) : false;
}

/** PUT /api/admin/users/{id}/staff-role. */
export const staffRoleChangeSchema = z.object({ staffRole: staffRoleSchema });
export type StaffRoleChange = z.infer<typeof staffRoleChangeSchema>;

/** 403 NOT_PERMITTED: the caller is staff, but their role does not hold the route's permission. */
export const notPermittedMessage = (role: StaffRole) =>
  `Your role (${STAFF_ROLE_LABELS[role].title}) does not allow this.`;

/** 409 LAST_OWNER: the store always keeps one active owner. */
export const LAST_OWNER_MESSAGE =
  'The store needs at least one active owner: make another account an owner first.';
