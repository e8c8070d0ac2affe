import {
  ArchiveRestore,
  BadgePercent,
  Bell,
  CreditCard,
  FolderTree,
  History,
  LayoutDashboard,
  ListTree,
  type LucideIcon,
  Mail,
  MessageSquareText,
  Package,
  PackageCheck,
  ReceiptIndianRupee,
  Settings,
  TextSearch,
  ShieldCheck,
  ShoppingBag,
  Truck,
  Undo2,
  Users,
} from 'lucide-react';
import { type Permission, staffRoleCan, type StaffRole } from '@attar/contracts';
import type { AdminSectionName } from '@/lib/paths';

/** A section's name is its path under /admin. */
export type AdminSectionPath = AdminSectionName;

export interface AdminSection {
  path: AdminSectionPath;
  title: string;
  /** What the screen holds, in a line. */
  summary: string;
  icon: LucideIcon;
  /**
   * What a staff role must hold to see the section (docs/permissions.md); null for a section
   * about the staff member's own account, which every staff role may use.
   */
  permission: Permission | null;
}

/**
 * The admin area's sections (docs/product.md, "Screens and routes", all but the sign-in), grouped
 * as the nav shows them.
 */
export const ADMIN_NAV_GROUPS: { label: string; sections: AdminSection[] }[] = [
  {
    label: 'Overview',
    sections: [
      {
        path: 'dashboard',
        permission: 'dashboard.view',
        title: 'Dashboard',
        summary: 'A summary of sales, orders, customers and the stock that needs attention.',
        icon: LayoutDashboard,
      },
      {
        path: 'notifications',
        permission: 'notifications.view',
        title: 'Notifications',
        summary:
          'What needs an admin: new orders, return requests, new reviews, contact messages and low stock.',
        icon: Bell,
      },
      {
        path: 'contact-messages',
        permission: 'contact.view',
        title: 'Contact messages',
        summary:
          'What visitors wrote on the contact page, newest first, to answer by mail or phone.',
        icon: Mail,
      },
      {
        path: 'activity',
        permission: 'activity.view',
        title: 'Activity log',
        summary:
          'Every change made in the admin: who made it, when, and each value before and after.',
        icon: History,
      },
    ],
  },
  {
    label: 'Sales',
    sections: [
      {
        path: 'orders',
        permission: 'orders.view',
        title: 'Orders',
        summary:
          'Every order, searchable by number, customer, status and date, moved along its statuses or cancelled.',
        icon: ShoppingBag,
      },
      {
        path: 'fulfilment',
        permission: 'orders.view',
        title: 'Fulfilment',
        summary:
          'The confirmed orders to ship, booked with a courier in one step, and today’s parcels with their labels, manifest and packing slips.',
        icon: PackageCheck,
      },
      {
        path: 'return',
        permission: 'returns.view',
        title: 'Returns',
        summary: 'Return and exchange requests from customers, to approve, reject and complete.',
        icon: Undo2,
      },
      {
        path: 'payment-method',
        permission: 'payments.manage',
        title: 'Payment methods',
        summary: 'The ways to pay that the checkout offers, and which of them are switched on.',
        icon: CreditCard,
      },
      {
        path: 'promotions',
        permission: 'promotions.manage',
        title: 'Promotions',
        summary:
          'Promo codes and automatic offers: what each gives, to whom and when, switched on or off, with its uses, revenue and discount given.',
        icon: BadgePercent,
      },
      {
        path: 'delivery',
        permission: 'shipping.manage',
        title: 'Delivery',
        summary:
          'Where the store delivers: zones of pincodes or states, each with its shipping charge, cash on delivery and delivery days.',
        icon: Truck,
      },
      {
        path: 'gst',
        permission: 'invoices.download',
        title: 'GST returns',
        summary:
          'A month’s GST by rate for invoices and credit notes, and the GSTR-1 and sales register files for the accountant.',
        icon: ReceiptIndianRupee,
      },
    ],
  },
  {
    label: 'Catalogue',
    sections: [
      {
        path: 'products',
        permission: 'catalogue.manage',
        title: 'Products',
        summary: 'The catalogue: products with their images, prices, stock and history of changes.',
        icon: Package,
      },
      {
        path: 'deletedproduct',
        permission: 'catalogue.manage',
        title: 'Deleted products',
        summary: 'Products taken off the store, to look through and restore.',
        icon: ArchiveRestore,
      },
      {
        path: 'addcategories',
        permission: 'catalogue.manage',
        title: 'Categories',
        summary: 'The product categories and their images, to add, edit and remove.',
        icon: FolderTree,
      },
      {
        path: 'menu',
        permission: 'menus.manage',
        title: 'Menus',
        summary:
          'The storefront’s navigation menus and their items, in the order shoppers see them.',
        icon: ListTree,
      },
      {
        path: 'searches',
        permission: 'catalogue.manage',
        title: 'Searches',
        summary:
          'What shoppers searched for, and the searches that found nothing, each answered with a synonym in one step.',
        icon: TextSearch,
      },
      {
        path: 'review',
        permission: 'reviews.moderate',
        title: 'Reviews',
        summary:
          'Customer reviews across the catalogue, to search, hide from the product page or delete.',
        icon: MessageSquareText,
      },
    ],
  },
  {
    label: 'Store',
    sections: [
      {
        path: 'users',
        permission: 'customers.view',
        title: 'Users',
        summary:
          'Customer and admin accounts (search, edit, deactivate, delete, add admins) and the newsletter subscribers.',
        icon: Users,
      },
      {
        path: 'settings',
        permission: 'settings.manage',
        title: 'Settings',
        summary:
          'Cash on delivery (fee, limit and confirmation by code), the return window, the low-stock threshold, the time to pay online and its discount, the seller on tax invoices, the store’s contact details and the words search reads as one.',
        icon: Settings,
      },
    ],
  },
  {
    label: 'Your account',
    sections: [
      {
        path: 'security',
        permission: null,
        title: 'Sign-in security',
        summary:
          'Your own sign-in: two-factor sign-in with an authenticator app, and its recovery codes.',
        icon: ShieldCheck,
      },
    ],
  },
];

/** Whether a staff role may open the section (and see it in the nav). */
export function canOpenSection(staffRole: StaffRole | null, section: AdminSection): boolean {
  if (section.permission === null) return staffRole !== null;
  return staffRoleCan(staffRole, section.permission);
}

export const ADMIN_SECTIONS: AdminSection[] = ADMIN_NAV_GROUPS.flatMap((group) => group.sections);

export function adminSection(path: AdminSectionPath): AdminSection {
  const section = ADMIN_SECTIONS.find((candidate) => candidate.path === path);
  if (!section) throw new Error(`No admin section "${path}"`);
  return section;
}

/** The section an /admin/... address belongs to (its detail pages included), or null. */
export function adminSectionOfPath(pathname: string): AdminSection | null {
  const name = pathname.split('/')[2];
  return ADMIN_SECTIONS.find((section) => section.path === name) ?? null;
}
