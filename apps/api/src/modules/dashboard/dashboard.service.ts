import { ORDER_STATUSES, paiseToRupees, type DashboardSummary } from '@attar/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { getSetting } from '../settings/settings.service.js';
import * as repo from './dashboard.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
// India has one offset all year (no daylight saving): +05:30.
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const TOP_PRODUCTS = 5;
const STOCK_ALERTS = 10;

/** The instant India's current day began. */
export function startOfIndiaDay(now: Date): Date {
  const local = now.getTime() + INDIA_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - INDIA_OFFSET_MS);
}

/** "2026-11-24" for the India day `daysBefore` days before the one starting at `dayStart`. */
function indiaDayLabel(dayStart: Date, daysBefore: number): string {
  return new Date(dayStart.getTime() - daysBefore * DAY_MS + INDIA_OFFSET_MS)
    .toISOString()
    .slice(0, 10);
}

/** Days ending with today (inclusive), and the same number of days just before them. */
function periods(todayStart: Date, now: Date, days: number) {
  const from = new Date(todayStart.getTime() - (days - 1) * DAY_MS);
  return {
    current: { from, to: new Date(now.getTime() + 1) },
    previous: { from: new Date(from.getTime() - days * DAY_MS), to: from },
  };
}

const figure = (current: number, previous: number) => ({ current, previous });

/** GET /api/getDashboardSummary: the figures of contracts' `dashboardSummarySchema`. */
export async function dashboardSummary(db: Db, now = new Date()): Promise<DashboardSummary> {
  const todayStart = startOfIndiaDay(now);
  const day = periods(todayStart, now, 1);
  const week = periods(todayStart, now, 7);
  const month = periods(todayStart, now, 30);
  const threshold = (await getSetting(db, 'low_stock_threshold')).quantity;
  const [
    sales,
    byStatus,
    byDay,
    joined,
    joinedBefore,
    byUnits,
    byRevenue,
    low,
    out,
    returns,
    unread,
  ] = await Promise.all([
    repo.salesIn(db, {
      today: day.current,
      yesterday: day.previous,
      week: week.current,
      weekBefore: week.previous,
      month: month.current,
      monthBefore: month.previous,
    }),
    repo.ordersByStatus(db),
    repo.salesByDay(db, month.current.from),
    repo.customersJoined(db, month.current),
    repo.customersJoined(db, month.previous),
    repo.topProducts(db, month.current.from, 'units', TOP_PRODUCTS),
    repo.topProducts(db, month.current.from, 'revenue', TOP_PRODUCTS),
    repo.lowStock(db, threshold, STOCK_ALERTS),
    repo.outOfStock(db, STOCK_ALERTS),
    repo.openReturnRequests(db),
    repo.unreadNotifications(db),
  ]);
  const rupees = (name: string) => paiseToRupees(sales[name]!.revenuePaise);
  const average = (name: string) =>
    sales[name]!.orders === 0
      ? 0
      : paiseToRupees(Math.round(sales[name]!.revenuePaise / sales[name]!.orders));
  const daily = new Map(byDay.map((row) => [row.day, row]));
  const toProduct = (row: Awaited<ReturnType<typeof repo.topProducts>>[number]) => ({
    productId: row.productId,
    name: row.name,
    sku: row.sku,
    units: Number(row.units),
    revenue: paiseToRupees(Number(row.revenuePaise)),
  });
  return {
    generatedAt: now.toISOString(),
    revenue: {
      today: figure(rupees('today'), rupees('yesterday')),
      last7Days: figure(rupees('week'), rupees('weekBefore')),
      last30Days: figure(rupees('month'), rupees('monthBefore')),
    },
    orders: {
      last30Days: figure(sales.month!.orders, sales.monthBefore!.orders),
      byStatus: ORDER_STATUSES.map((status) => ({
        status,
        count: byStatus.find((row) => row.status === status)?.count ?? 0,
      })),
    },
    averageOrderValue: figure(average('month'), average('monthBefore')),
    newCustomers: figure(joined, joinedBefore),
    salesByDay: Array.from({ length: 30 }, (_, index) => {
      const label = indiaDayLabel(todayStart, 29 - index);
      const row = daily.get(label);
      return {
        day: label,
        revenue: row ? paiseToRupees(Number(row.revenuePaise)) : 0,
        orders: row ? Number(row.orders) : 0,
      };
    }),
    topProductsByUnits: byUnits.map(toProduct),
    topProductsByRevenue: byRevenue.map(toProduct),
    stock: {
      lowStockThreshold: threshold,
      lowStockCount: low.total,
      outOfStockCount: out.total,
      lowStock: low.rows,
      outOfStock: out.rows,
    },
    openReturnRequests: returns,
    unreadNotifications: unread,
  };
}

/**
 * The products that sold the most units since `since` (cancelled orders and exchanges left out),
 * best first: their ids, deleted ones included (a caller lists the live ones).
 */
export async function bestSellingProductIds(
  db: DbOrTx,
  since: Date,
  limit: number,
): Promise<number[]> {
  const rows = await repo.topProducts(db, since, 'units', limit);
  return rows.map((row) => row.productId);
}
