import { paiseToRupees, type AbandonedCartSummary } from '@attar/contracts';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { enqueueMail } from '../../jobs/mail.job.js';
import { unsubscribeUrl } from '../account/marketing.service.js';
import { getSetting, getSettingCached } from '../settings/settings.service.js';
import { cartReminderMail } from './cart-reminder-mail.js';
import { linesStillOnSale } from './saved-carts.service.js';
import * as repo from './saved-carts.repository.js';

// Cart reminders (decision 0064): a periodic check mails the carts left without an order, once or
// twice a cart, and the admin's summary counts what came back.

/** Carts handled in one transaction: a turn takes as many batches as are due. */
const BATCH = 50;

export interface ReminderDeps {
  db: Db;
  jobs: JobQueue;
  publicUrl: string;
  /** The app's secret, which signs the unsubscribe links. */
  secret: string;
}

/**
 * Mails every saved cart a reminder is due for, once per due reminder: each cart is locked
 * (`FOR UPDATE SKIP LOCKED`, so two instances never take the same one), noted and its mail
 * queued in one transaction. Answers how many were mailed.
 */
export async function mailRemindersDue(deps: ReminderDeps, now = new Date()): Promise<number> {
  const { db } = deps;
  const settings = await getSetting(db, 'abandoned_cart');
  if (!settings.enabled) return 0;
  const contact = await getSettingCached(db, 'store_contact');
  let mailed = 0;
  for (;;) {
    const { taken, sent } = await db.transaction(async (tx) => {
      const due = await repo.lockCartsDue(tx, settings, now, BATCH);
      let sentInBatch = 0;
      for (const cart of due) {
        const lines = await linesStillOnSale(tx, cart.items);
        const email = await repo.emailOf(tx, cart.userId);
        if (lines.length === 0 || !email) {
          // Nothing left that the store sells: the cart is emptied, not mailed.
          await repo.emptyItems(tx, cart.userId);
          continue;
        }
        await repo.noteReminder(tx, cart, now);
        const mail = cartReminderMail(
          email,
          lines,
          {
            publicUrl: deps.publicUrl,
            unsubscribeUrl: unsubscribeUrl(deps.publicUrl, deps.secret, cart.userId),
          },
          contact,
        );
        await enqueueMail(deps.jobs, tx, mail);
        sentInBatch += 1;
      }
      return { taken: due.length, sent: sentInBatch };
    });
    mailed += sent;
    if (taken < BATCH) return mailed;
  }
}

/** GET /api/admin/abandoned-carts/summary: the carts reminded in the period and their outcome. */
export async function abandonedCartSummary(
  db: Db,
  period: { from: string; to: string },
): Promise<AbandonedCartSummary> {
  const figures = await repo.reminderFigures(db, period.from, period.to);
  return {
    from: period.from,
    to: period.to,
    cartsReminded: figures.cartsReminded,
    remindersSent: figures.remindersSent,
    cartsRecovered: figures.cartsRecovered,
    recoveredRevenue: paiseToRupees(figures.recoveredPaise),
    recoveryRate:
      figures.cartsReminded === 0
        ? null
        : Math.round((figures.cartsRecovered / figures.cartsReminded) * 1000) / 10,
  };
}
