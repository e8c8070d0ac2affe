import {
  BACK_IN_STOCK_CONFIRM_DAYS,
  BACK_IN_STOCK_MESSAGES,
  variantLabel,
  type BackInStockResult,
} from '@attar/contracts';
import type { RequestContext } from '../../app-context.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { enqueueMail } from '../../jobs/mail.job.js';
import { AppError } from '../../lib/errors.js';
import { hashLinkToken, newLinkToken } from '../../lib/link-tokens.js';
import { linesForSale, sizesOnSale } from '../catalog/variants.service.js';
import { backInStockMail, confirmationMail, type WaitedSize } from './back-in-stock-mails.js';
import * as repo from './back-in-stock.repository.js';

// "Notify me" (docs/decisions/0062-back-in-stock.md): an address waits for a sold-out size and
// gets one mail when it has stock again, whatever brought the stock back.

const DAY_MS = 24 * 60 * 60 * 1000;

/** A signed-in shopper asking: told at their account's address, with no link to confirm. */
export interface Requester {
  userId: number;
  email: string;
}

export interface AlertRequest {
  productId: number;
  sku?: string | undefined;
  email?: string | undefined;
}

function resultOf(
  status: BackInStockResult['status'],
  email: string,
  waited: WaitedSize,
): BackInStockResult {
  const message =
    status === 'SUBSCRIBED'
      ? BACK_IN_STOCK_MESSAGES.subscribed(email)
      : BACK_IN_STOCK_MESSAGES.confirmationSent(email);
  return { status, email, ...waited, message };
}

/**
 * POST /api/back-in-stock. A signed-in shopper is on the list at once (`created` false when
 * already); a visitor's address is sent a link to confirm first. The same answer whether or not
 * the address already waits, so nobody learns it. 404 for an unknown product or size, 409
 * PRODUCT_UNAVAILABLE for a removed one, 409 BACK_IN_STOCK_NOT_NEEDED while it has stock.
 */
export async function requestAlert(
  ctx: RequestContext,
  input: AlertRequest,
  requester: Requester | null,
): Promise<{ created: boolean; result: BackInStockResult }> {
  const { db } = ctx;
  const [line] = await linesForSale(db, [{ productId: input.productId, sku: input.sku }]);
  const { product, variant } = line!;
  if (variant.stockQuantity > 0) {
    throw new AppError(409, 'BACK_IN_STOCK_NOT_NEEDED', BACK_IN_STOCK_MESSAGES.inStock, {
      sku: variant.sku,
    });
  }
  const waited: WaitedSize = {
    productId: product.id,
    productName: product.name,
    sku: variant.sku,
    size: variantLabel(variant) || null,
  };
  const now = new Date();

  if (requester) {
    const { email, userId } = requester;
    const created = await db.transaction(async (tx) => {
      const open = await repo.findOpen(tx, variant.id, email);
      if (open?.confirmedAt) return false;
      const confirmed = { userId, confirmedAt: now, tokenHash: null, tokenExpiresAt: null };
      if (open) {
        await repo.updateRequest(tx, open.id, confirmed);
        return true;
      }
      // Undefined: the same request made at the same moment is the one on the list.
      return (
        (await repo.insertOpen(tx, { variantId: variant.id, email, ...confirmed })) !== undefined
      );
    });
    return { created, result: resultOf('SUBSCRIBED', email, waited) };
  }

  const email = input.email;
  if (!email) {
    throw new AppError(400, 'VALIDATION_FAILED', BACK_IN_STOCK_MESSAGES.emailRequired, [
      { path: 'email', message: BACK_IN_STOCK_MESSAGES.emailRequired },
    ]);
  }
  await db.transaction(async (tx) => {
    const open = await repo.findOpen(tx, variant.id, email);
    if (open?.confirmedAt) return;
    const { token, hash } = newLinkToken();
    const link = {
      tokenHash: hash,
      tokenExpiresAt: new Date(now.getTime() + BACK_IN_STOCK_CONFIRM_DAYS * DAY_MS),
    };
    if (open) {
      await repo.updateRequest(tx, open.id, link);
    } else {
      const row = await repo.insertOpen(tx, {
        variantId: variant.id,
        email,
        userId: null,
        confirmedAt: null,
        ...link,
      });
      if (!row) return;
    }
    await enqueueMail(
      ctx.jobs,
      tx,
      confirmationMail(email, waited, token, ctx.publicUrl),
      ctx.requestId,
    );
  });
  return { created: true, result: resultOf('CONFIRMATION_SENT', email, waited) };
}

/** POST /api/back-in-stock/confirm: 404 for a link that expired or was used. */
export async function confirmAlert(db: Db, token: string): Promise<BackInStockResult> {
  const row = await repo.confirmByToken(db, hashLinkToken(token), new Date());
  const [size] = row ? await sizesOnSale(db, [row.variantId]) : [];
  if (!row || !size) throw new AppError(404, 'NOT_FOUND', BACK_IN_STOCK_MESSAGES.linkInvalid);
  return resultOf('SUBSCRIBED', row.email, size);
}

/**
 * Mails every confirmed request whose size has stock again, once: each request is closed in the
 * transaction that queues its mail. Answers how many were mailed.
 */
export async function mailRestockedSizes(
  db: Db,
  jobs: JobQueue,
  publicUrl: string,
): Promise<number> {
  const waitedFor = await repo.waitedForVariantIds(db);
  if (waitedFor.length === 0) return 0;
  const back = (await sizesOnSale(db, waitedFor)).filter((size) => size.inStock);
  if (back.length === 0) return 0;
  const sizeByVariant = new Map(back.map((size) => [size.variantId, size]));
  return db.transaction(async (tx) => {
    const closed = await repo.closeWaiting(tx, [...sizeByVariant.keys()], new Date());
    for (const request of closed) {
      const size = sizeByVariant.get(request.variantId)!;
      await enqueueMail(jobs, tx, backInStockMail(request.email, size, publicUrl));
    }
    return closed.length;
  });
}

/** Forgets every request of this address (account erasure). */
export function forgetAddress(db: DbOrTx, email: string): Promise<void> {
  return repo.deleteByEmail(db, email);
}
