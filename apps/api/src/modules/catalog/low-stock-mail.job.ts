import type { Db, DbOrTx } from '../../db/client.js';
import type { JobDefinition, JobQueue } from '../../jobs/job-queue.js';
import { enqueueMail } from '../../jobs/mail.job.js';
import { renderBrandedMail } from '../../lib/mail-layout.js';
import type { MailMessage } from '../../lib/mailer.js';
import { activeAdminEmails } from '../users/users.service.js';

export const LOW_STOCK_MAIL_JOB = 'low-stock-mail';

/** A product an order brought down to the low-stock threshold or below. */
export interface LowStockNotice {
  productId: number;
  name: string;
  sku: string;
  left: number;
  threshold: number;
}

export function lowStockMail(to: string, notice: LowStockNotice, publicUrl: string): MailMessage {
  const out = notice.left === 0;
  const subject = `${out ? 'Out of stock' : 'Low stock'}: ${notice.name} (${notice.sku})`;
  const { html, text } = renderBrandedMail({
    subject,
    preheader: out ? `${notice.name} is sold out.` : `${notice.left} left of ${notice.name}.`,
    heading: out ? 'Sold out' : 'Running low',
    paragraphs: [
      out
        ? `${notice.name} (${notice.sku}) is out of stock: shoppers see it as sold out.`
        : `${notice.name} (${notice.sku}) has ${notice.left} left; the store calls stock low at ${notice.threshold} or fewer.`,
    ],
    action: {
      label: 'Adjust stock',
      url: `${publicUrl}/admin/products?search=${encodeURIComponent(notice.sku)}`,
    },
    footnotes: ['You received this email because you are an Attar House admin.'],
  });
  return { to, subject, text, html };
}

/**
 * Tells every active admin by mail when an order takes a product to its low-stock threshold
 * (the admin notification is written in the order's own transaction). One mail job per admin,
 * enqueued together, so each is retried on its own.
 */
export function lowStockMailJob(deps: {
  db: Db;
  jobs: JobQueue;
  publicUrl: string;
}): JobDefinition<LowStockNotice> {
  return {
    name: LOW_STOCK_MAIL_JOB,
    retryLimit: 5,
    retryDelaySeconds: 10,
    expireInSeconds: 30,
    async run(notice) {
      const emails = await activeAdminEmails(deps.db);
      await deps.db.transaction(async (tx) => {
        for (const email of emails) {
          await enqueueMail(deps.jobs, tx, lowStockMail(email, notice, deps.publicUrl));
        }
      });
    },
    describe: (notice) => `Low-stock email for ${notice.name} (${notice.sku}), ${notice.left} left`,
  };
}

export function enqueueLowStockMail(
  jobs: JobQueue,
  tx: DbOrTx,
  notice: LowStockNotice,
): Promise<void> {
  return jobs.enqueue(tx, LOW_STOCK_MAIL_JOB, notice);
}
