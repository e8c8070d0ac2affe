import {
  paiseToRupees,
  PROMOTION_MESSAGES,
  type Promotion,
  type PromotionInput,
  type PromotionTargets,
} from '@attar/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, notFound } from '../../lib/errors.js';
import { storefrontChanged } from '../../lib/storefront-changes.js';
import { diffFields, recordChange, type AuditActor } from '../audit/audit.service.js';
import { indiaTimeOf } from './india-time.js';
import { statusOf } from './promotion-rules.js';
import { resolvePromotionInput, type ResolvedPromotion } from './promotion-references.js';
import * as repo from './promotions-admin.repository.js';

// The owner's promotions (docs/admin-guide.md, "Promotions"). Every write is in the activity
// log and clears the storefront cache, so quotes and product pages see it at once.

const PROMOTION_ENTITY = 'PROMOTION';

function targetsDto(targets: repo.AdminTargetJson[], excluded: boolean): PromotionTargets {
  const side = targets.filter((target) => target.excluded === excluded);
  const pick = <T>(value: (target: repo.AdminTargetJson) => T | null) =>
    side.map(value).filter((entry): entry is T => entry !== null);
  return {
    productIds: pick((target) => target.productId),
    categoryIds: pick((target) => target.categoryId),
    variantSkus: pick((target) => target.variantSku),
  };
}

const rupeesOrNull = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));

export function toPromotionDto(row: repo.AdminPromotionRow, now = new Date()): Promotion {
  const { promotion } = row;
  return {
    id: promotion.id,
    code: promotion.code,
    title: promotion.title,
    kind: promotion.kind,
    percent: promotion.percent,
    amountOff: rupeesOrNull(promotion.amountOffPaise),
    buyQuantity: promotion.buyQuantity,
    getQuantity: promotion.getQuantity,
    giftSku: promotion.kind === 'FREE_GIFT' ? row.giftSku : null,
    minCartValue: rupeesOrNull(promotion.minCartPaise),
    includes: targetsDto(row.targets, false),
    excludes: targetsDto(row.targets, true),
    firstOrderOnly: promotion.firstOrderOnly,
    customerEmails: row.customerEmails,
    usageLimit: promotion.usageLimit,
    perCustomerLimit: promotion.perCustomerLimit,
    startsAt: promotion.startsAt ? indiaTimeOf(promotion.startsAt) : null,
    endsAt: promotion.endsAt ? indiaTimeOf(promotion.endsAt) : null,
    isActive: promotion.isActive,
    status: statusOf({ ...promotion, uses: row.uses }, now),
    stats: {
      uses: row.uses,
      revenue: paiseToRupees(row.revenuePaise),
      discount: paiseToRupees(row.discountPaise),
    },
    createdAt: promotion.createdAt.toISOString(),
  };
}

/** GET /api/admin/promotions: every promotion, newest first, with its status and results. */
export async function listPromotions(db: DbOrTx): Promise<Promotion[]> {
  const now = new Date();
  return (await repo.adminPromotions(db)).map((row) => toPromotionDto(row, now));
}

export async function getPromotion(db: DbOrTx, id: number): Promise<Promotion> {
  const [row] = await repo.adminPromotions(db, id);
  if (!row) throw notFound('Promotion');
  return toPromotionDto(row);
}

/** What the activity log keeps of a promotion: what the admin wrote. */
function audited(promotion: Promotion | null): Record<string, unknown> | null {
  if (!promotion) return null;
  const { id: _id, status: _status, stats: _stats, createdAt: _createdAt, ...fields } = promotion;
  return fields;
}

const codeTaken = (code: string) =>
  new AppError(409, 'CONFLICT', PROMOTION_MESSAGES.codeTaken(code), { code });

/** Runs a write, turning a code another promotion took meanwhile into the 409 a check gives. */
async function orCodeTaken<T>(code: string | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (code && isUniqueViolation(error, 'promotions_code_key')) throw codeTaken(code);
    throw error;
  }
}

async function checkCodeFree(db: DbOrTx, code: string | null, exceptId: number | null) {
  if (code && (await repo.codeTaken(db, code, exceptId))) throw codeTaken(code);
}

async function writeTargets(tx: DbOrTx, id: number, resolved: ResolvedPromotion) {
  await repo.replaceTargetsAndCustomers(tx, id, resolved.targets, resolved.userIds);
}

export async function createPromotion(
  db: Db,
  actor: AuditActor,
  input: PromotionInput,
): Promise<Promotion> {
  const resolved = await resolvePromotionInput(db, input);
  await checkCodeFree(db, input.code, null);
  const created = await orCodeTaken(input.code, () =>
    db.transaction(async (tx) => {
      const id = await repo.insertPromotion(tx, resolved.values);
      await writeTargets(tx, id, resolved);
      const promotion = await getPromotion(tx, id);
      await recordChange(tx, {
        actor,
        entityType: PROMOTION_ENTITY,
        entityId: id,
        action: 'CREATE',
        changes: diffFields(null, audited(promotion)),
      });
      return promotion;
    }),
  );
  await storefrontChanged(db);
  return created;
}

export async function updatePromotion(
  db: Db,
  actor: AuditActor,
  id: number,
  input: PromotionInput,
): Promise<Promotion> {
  const resolved = await resolvePromotionInput(db, input);
  const updated = await orCodeTaken(input.code, () =>
    db.transaction(async (tx) => {
      if (!(await repo.lockPromotion(tx, id))) throw notFound('Promotion');
      await checkCodeFree(tx, input.code, id);
      const before = await getPromotion(tx, id);
      await repo.updatePromotion(tx, id, resolved.values);
      await writeTargets(tx, id, resolved);
      const after = await getPromotion(tx, id);
      const changes = diffFields(audited(before), audited(after));
      if (Object.keys(changes).length > 0) {
        await recordChange(tx, {
          actor,
          entityType: PROMOTION_ENTITY,
          entityId: id,
          action: 'UPDATE',
          changes,
        });
      }
      return after;
    }),
  );
  await storefrontChanged(db);
  return updated;
}

const usedCannotBeDeleted = () =>
  new AppError(409, 'CONFLICT', PROMOTION_MESSAGES.usedCannotBeDeleted);

/** Deletes a promotion no order was ever given (409 otherwise: switch it off instead). */
export async function deletePromotion(db: Db, actor: AuditActor, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      if (!(await repo.lockPromotion(tx, id))) throw notFound('Promotion');
      if (await repo.hasRedemptions(tx, id)) throw usedCannotBeDeleted();
      const before = await getPromotion(tx, id);
      await repo.deletePromotion(tx, id);
      await recordChange(tx, {
        actor,
        entityType: PROMOTION_ENTITY,
        entityId: id,
        action: 'DELETE',
        changes: diffFields(audited(before), null),
      });
    });
  } catch (error) {
    // An order redeemed it between the check and the delete (its row lock is taken only by
    // orders of a promotion with limits).
    if (isForeignKeyViolation(error, 'promotion_redemptions_promotion_id_promotions_id_fk')) {
      throw usedCannotBeDeleted();
    }
    throw error;
  }
  await storefrontChanged(db);
}
