import { z } from 'zod';
import { orderStatusSchema } from './orders.js';

/** A figure over a period beside the same figure over the period just before it. */
export const periodFigureSchema = z.object({
  current: z.number(),
  previous: z.number(),
});
export type PeriodFigure = z.infer<typeof periodFigureSchema>;

const productFigureSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  sku: z.string(),
  units: z.number().int(),
  revenue: z.number(),
});

const stockAlertSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  sku: z.string(),
  stockQuantity: z.number().int(),
});

/**
 * GET /api/getDashboardSummary (admin). Money in rupees; days and periods in India time.
 * Revenue counts every order but CANCELLED ones, by the day it was placed; "today" runs from
 * midnight in India, "last 7/30 days" include today.
 */
export const dashboardSummarySchema = z.object({
  generatedAt: z.string(),
  revenue: z.object({
    today: periodFigureSchema,
    last7Days: periodFigureSchema,
    last30Days: periodFigureSchema,
  }),
  orders: z.object({
    last30Days: periodFigureSchema,
    byStatus: z.array(z.object({ status: orderStatusSchema, count: z.number().int() })),
  }),
  averageOrderValue: periodFigureSchema,
  newCustomers: periodFigureSchema,
  /** Sales of each of the last 30 days, oldest first, days without sales at zero. */
  salesByDay: z.array(z.object({ day: z.string(), revenue: z.number(), orders: z.number().int() })),
  topProductsByUnits: z.array(productFigureSchema),
  topProductsByRevenue: z.array(productFigureSchema),
  stock: z.object({
    lowStockThreshold: z.number().int(),
    lowStockCount: z.number().int(),
    outOfStockCount: z.number().int(),
    lowStock: z.array(stockAlertSchema),
    outOfStock: z.array(stockAlertSchema),
  }),
  openReturnRequests: z.number().int(),
  unreadNotifications: z.number().int(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/**
 * The owner's setup checklist on the dashboard (docs/admin-guide.md, "Dashboard"): what a store
 * needs before it sells, each item done or not, in the order the checklist shows them.
 */
export const SETUP_ITEM_KEYS = [
  'invoiceIdentity',
  'storeContact',
  'paymentMethods',
  'deliveryZones',
  'ownProduct',
] as const;
export type SetupItemKey = (typeof SETUP_ITEM_KEYS)[number];

/** GET /api/admin/setup-checklist (admin). `complete` once every item is done. */
export const setupChecklistSchema = z.object({
  complete: z.boolean(),
  items: z.array(z.object({ key: z.enum(SETUP_ITEM_KEYS), done: z.boolean() })),
});
export type SetupChecklist = z.infer<typeof setupChecklistSchema>;
