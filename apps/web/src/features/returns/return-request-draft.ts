import {
  type EligibleOrder,
  type EligibleOrderItem,
  type ExchangeOption,
  RETURN_MESSAGES,
  type ReturnReason,
  type ReturnRequestCreate,
  type ReturnType,
  SEALED_ONLY_REASONS,
  isPayOnDelivery,
} from '@attar/contracts';

/**
 * What the shopper has chosen so far in the request dialog (docs/product.md, "States and
 * transitions", return dialog flow).
 */
export interface ReturnRequestDraft {
  order: EligibleOrder | null;
  type: ReturnType;
  itemId: number | null;
  reason: ReturnReason | '';
  comment: string;
  unopenedSealed: boolean;
  exchangeOption: ExchangeOption | null;
  /** The size of the chosen option's product picked by SKU, '' until one is. */
  exchangeSku: string;
  /** A ring size in words, for a piece exchanged for itself that lists no sizes. */
  exchangeSize: string;
  refundUpiId: string;
}

export const EMPTY_DRAFT: ReturnRequestDraft = {
  order: null,
  type: 'RETURN',
  itemId: null,
  reason: '',
  comment: '',
  unopenedSealed: false,
  exchangeOption: null,
  exchangeSku: '',
  exchangeSize: '',
  refundUpiId: '',
};

export type DraftAction =
  | { kind: 'chooseOrder'; order: EligibleOrder }
  /** "Back to Orders" and Cancel: the order, the product and every choice go. */
  | { kind: 'reset' }
  | { kind: 'chooseType'; type: ReturnType }
  | { kind: 'chooseItem'; itemId: number }
  | { kind: 'chooseReason'; reason: ReturnReason | '' }
  | { kind: 'chooseExchange'; option: ExchangeOption }
  | { kind: 'chooseExchangeSize'; sku: string }
  | { kind: 'edit'; field: 'comment' | 'exchangeSize' | 'refundUpiId'; value: string }
  | { kind: 'confirmSealed'; value: boolean };

export function draftReducer(draft: ReturnRequestDraft, action: DraftAction): ReturnRequestDraft {
  switch (action.kind) {
    case 'chooseOrder':
      return { ...EMPTY_DRAFT, order: action.order };
    case 'reset':
      return EMPTY_DRAFT;
    case 'chooseType': {
      const item = selectedItem(draft);
      // An item that cannot be had the new way (a gift set as an exchange) is let go.
      const keepsItem = item !== null && whyNotSelectable(item, action.type) === null;
      return {
        ...draft,
        type: action.type,
        itemId: keepsItem ? draft.itemId : null,
        exchangeOption: null,
        exchangeSku: '',
        exchangeSize: '',
      };
    }
    case 'chooseItem':
      if (action.itemId === draft.itemId) return draft;
      return {
        ...draft,
        itemId: action.itemId,
        unopenedSealed: false,
        exchangeOption: null,
        exchangeSku: '',
        exchangeSize: '',
      };
    case 'chooseReason':
      return { ...draft, reason: action.reason };
    case 'chooseExchange':
      return { ...draft, exchangeOption: action.option, exchangeSku: '', exchangeSize: '' };
    case 'chooseExchangeSize':
      return { ...draft, exchangeSku: action.sku };
    case 'edit':
      return { ...draft, [action.field]: action.value };
    case 'confirmSealed':
      return { ...draft, unopenedSealed: action.value };
  }
}

export function selectedItem(draft: ReturnRequestDraft): EligibleOrderItem | null {
  return draft.order?.items.find((item) => item.id === draft.itemId) ?? null;
}

/** Why an item cannot be chosen for this kind of request, or null when it can. */
export function whyNotSelectable(item: EligibleOrderItem, type: ReturnType): string | null {
  if (!item.returnEligible)
    return item.ineligibleReason ?? 'This item cannot be returned or exchanged.';
  if (type === 'EXCHANGE' && !item.exchangeEligible) {
    return item.product.productType === 'GIFT_SET'
      ? RETURN_MESSAGES.giftSetNoExchange
      : 'This item can be returned but not exchanged.';
  }
  return null;
}

/** A fragrance sent back for a change of mind comes back only unopened and sealed. */
export function needsSealConfirmation(
  item: EligibleOrderItem | null,
  reason: ReturnReason | '',
): boolean {
  return (
    item !== null && item.sealedRuleApplies && reason !== '' && SEALED_ONLY_REASONS.includes(reason)
  );
}

export function isCashOnDelivery(order: EligibleOrder): boolean {
  return isPayOnDelivery(order.paymentMethod.method);
}

/** Whether the chosen option is the item's own product offered in its other sizes, by SKU. */
export function choosesSize(option: ExchangeOption | null): boolean {
  return option !== null && option.sameProduct && option.sizes.length > 0;
}

/**
 * The first thing stopping the request from being sent, as the shopper is told it; null if none.
 */
export function draftProblem(draft: ReturnRequestDraft): string | null {
  const item = selectedItem(draft);
  if (!item || !draft.reason) return RETURN_MESSAGES.requiredFields;
  if (!draft.order?.orderId || !item.productId) return RETURN_MESSAGES.missingIds;
  if (needsSealConfirmation(item, draft.reason) && !draft.unopenedSealed)
    return RETURN_MESSAGES.sealedRequired;
  if (draft.type === 'EXCHANGE') {
    if (!draft.exchangeOption) return RETURN_MESSAGES.exchangeProductRequired;
    if (choosesSize(draft.exchangeOption)) {
      if (!draft.exchangeSku) return RETURN_MESSAGES.exchangeVariantRequired;
    } else if (draft.exchangeOption.sameProduct && !draft.exchangeSize.trim()) {
      return RETURN_MESSAGES.exchangeSizeRequired;
    }
  }
  return null;
}

/** The POST /api/returns/request body of a complete draft (check draftProblem first). */
export function toReturnRequest(draft: ReturnRequestDraft): ReturnRequestCreate {
  const item = selectedItem(draft)!;
  const order = draft.order!;
  const isExchange = draft.type === 'EXCHANGE';
  const request: ReturnRequestCreate = {
    orderId: order.orderId,
    productId: item.productId,
    orderItemId: item.id,
    reason: draft.reason as ReturnReason,
    comment: draft.comment.trim() || null,
    type: draft.type,
  };
  if (needsSealConfirmation(item, draft.reason)) request.unopenedSealed = true;
  if (isExchange && draft.exchangeOption) {
    request.exchangeProductId = draft.exchangeOption.id;
    if (choosesSize(draft.exchangeOption)) request.exchangeSku = draft.exchangeSku;
    else if (draft.exchangeOption.sameProduct) request.exchangeSize = draft.exchangeSize.trim();
  }
  if (!isExchange && isCashOnDelivery(order) && draft.refundUpiId.trim()) {
    request.refundUpiId = draft.refundUpiId.trim();
  }
  return request;
}
