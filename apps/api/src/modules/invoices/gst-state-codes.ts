import { GST_STATE_CODES } from '@attar/contracts';
import { findStateOfIndia } from '../location/location.service.js';

// A tax invoice names the seller's state and the place of supply with their GST state codes
// (CGST rules, rule 46). The codes are contracts' GST_STATE_CODES, by the state ids of the
// location module, whose names the address form and the invoice identity use.

/** The current GST code of a state by its name ("Maharashtra" -> "27"), or null if unknown. */
export async function gstStateCode(state: string): Promise<string | null> {
  const found = await findStateOfIndia(state.trim());
  return found ? (GST_STATE_CODES[found.stateId]?.[0] ?? null) : null;
}

export interface SupplyStateCodes {
  /** The seller's state code: its state's, else its GSTIN's first two digits. */
  seller: string;
  placeOfSupply: string | null;
}

/** The state codes an invoice needs, looked up once before it is built. */
export async function supplyStateCodes(
  seller: { state: string; gstin: string },
  placeOfSupply: string,
): Promise<SupplyStateCodes> {
  const [sellerCode, buyerCode] = await Promise.all([
    gstStateCode(seller.state),
    gstStateCode(placeOfSupply),
  ]);
  return { seller: sellerCode ?? seller.gstin.slice(0, 2), placeOfSupply: buyerCode };
}

/**
 * Whether a supply stays within the seller's state (CGST + SGST) rather than crossing into
 * another (IGST); by name when the place of supply has no known code.
 */
export function isIntraState(
  codes: SupplyStateCodes,
  seller: { state: string },
  placeOfSupply: string,
): boolean {
  if (codes.placeOfSupply) return codes.seller === codes.placeOfSupply;
  return seller.state.trim().toLowerCase() === placeOfSupply.trim().toLowerCase();
}
