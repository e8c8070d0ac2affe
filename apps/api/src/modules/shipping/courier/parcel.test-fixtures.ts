import { extractText, getDocumentProxy } from 'unpdf';
import type { BookedParcelDocument, ParcelOrder, ParcelSender } from './courier.js';

// Parcels the courier tests book and print: a cash order to Pune and a prepaid one to Jaipur.

export const SENDER: ParcelSender = {
  name: 'Attar House',
  addressLines: ['4 Kala Ghoda, Fort', 'Mumbai, Maharashtra 400001'],
  phone: '9820012345',
};

export function parcelOrder(overrides: Partial<ParcelOrder> = {}): ParcelOrder {
  return {
    orderNumber: 'AH-2026-000123',
    orderDate: new Date('2026-05-19T06:29:16Z'),
    codAmountPaise: 1_549_00,
    totalPaise: 1_549_00,
    customer: { name: 'Priya Sharma', email: 'priya@example.in', phone: '9876543210' },
    address: {
      name: 'Priya Sharma',
      line1: 'Flat 12, Sunrise Apartments',
      line2: 'Baner Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411045',
      phone: '9876543210',
    },
    items: [
      {
        name: 'Mysore Sandal Attar',
        sku: 'AT-MYS-10',
        units: 2,
        unitPricePaise: 650_00,
        hsn: '3303',
      },
      { name: 'Kannauj Rose Attar', sku: 'AT-ROSE-6', units: 1, unitPricePaise: 199_00, hsn: null },
    ],
    weightGrams: 450,
    ...overrides,
  };
}

export const prepaidJaipur = (orderNumber = 'AH-2026-000124'): ParcelOrder =>
  parcelOrder({
    orderNumber,
    codAmountPaise: 0,
    totalPaise: 2_400_00,
    customer: { name: 'Neha Gupta', email: 'neha@example.in', phone: null },
    address: {
      name: 'Neha Gupta',
      line1: '12 Gandhi Nagar',
      line2: null,
      city: 'Jaipur',
      state: 'Rajasthan',
      pincode: '302015',
      phone: '+91 98290 11111',
    },
    items: [
      { name: 'Gold ring', sku: 'JW-RING-14', units: 1, unitPricePaise: 2_400_00, hsn: '7113' },
    ],
    weightGrams: 120,
  });

export function parcelDocument(
  parcel: ParcelOrder,
  booked: { awb: string; courierName: string; providerShipmentId?: string | null },
): BookedParcelDocument {
  return {
    orderNumber: parcel.orderNumber,
    providerShipmentId: booked.providerShipmentId ?? null,
    awb: booked.awb,
    courierName: booked.courierName,
    parcel,
  };
}

/** A PDF's page count and its text, every page, as a reader would copy it. */
export async function readPdf(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return { pages: document.numPages, text };
}
