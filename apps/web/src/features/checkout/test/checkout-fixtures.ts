import type { Address, PaymentMethod, Quote } from '@attar/contracts';

export const homeAddress: Address = {
  id: 7,
  fullName: 'Meera Kapoor',
  addressLine1: '12 Janpath',
  addressLine2: null,
  city: 'New Delhi',
  state: 'Delhi',
  zipCode: '110001',
  country: 'India',
  phoneNumber: '9876543210',
  isDefault: true,
};

export const cashOnDelivery: PaymentMethod = {
  id: 1,
  method: 'cod',
  displayName: 'Cash on Delivery',
  description: 'Pay in cash when your order arrives.',
  isActive: true,
  sortOrder: 0,
};

/** A quote for two units of one attar, with the COD fee when `cod` is true. */
export function quoteFor(cod: boolean, total = 5500): Quote {
  const codFee = cod ? 49 : 0;
  return {
    lines: [
      {
        productId: 11,
        variantId: 111,
        name: 'Taif Rose Attar',
        sku: 'AH-ROSE-12',
        size: '12 ml',
        imageUrl: null,
        unitPrice: 2750,
        quantity: 2,
        lineTotal: 5500,
        discount: 0,
        inStock: true,
      },
    ],
    subtotal: 5500,
    discount: 0,
    promoCode: null,
    promoApplied: false,
    promoMessage: null,
    offerDiscount: 0,
    offers: [],
    shippingCharge: 0,
    codFee,
    giftWrapCharge: 0,
    giftWrap: { offered: false, fee: 49 },
    prepaidDiscount: 0,
    prepaidSaving: 0,
    total: total + codFee,
    gstIncluded: 0,
    gstBreakdown: [],
    codAvailable: true,
    codMessage: null,
    codLimit: 50000,
    delivery: null,
  };
}
