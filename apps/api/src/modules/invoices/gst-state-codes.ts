// GST state codes (the first two digits of a GSTIN), by the state names the address form offers.
// A tax invoice names the place of supply with its state code (CGST rules, rule 46).

const GST_STATE_CODES: Record<string, string> = {
  'jammu and kashmir': '01',
  'himachal pradesh': '02',
  punjab: '03',
  chandigarh: '04',
  uttarakhand: '05',
  haryana: '06',
  delhi: '07',
  rajasthan: '08',
  'uttar pradesh': '09',
  bihar: '10',
  sikkim: '11',
  'arunachal pradesh': '12',
  nagaland: '13',
  manipur: '14',
  mizoram: '15',
  tripura: '16',
  meghalaya: '17',
  assam: '18',
  'west bengal': '19',
  jharkhand: '20',
  odisha: '21',
  chhattisgarh: '22',
  'madhya pradesh': '23',
  gujarat: '24',
  'dadra and nagar haveli and daman and diu': '26',
  maharashtra: '27',
  karnataka: '29',
  goa: '30',
  lakshadweep: '31',
  kerala: '32',
  'tamil nadu': '33',
  puducherry: '34',
  'andaman and nicobar islands': '35',
  telangana: '36',
  'andhra pradesh': '37',
  ladakh: '38',
};

function normalised(state: string): string {
  return state.trim().toLowerCase().replace(/&/g, 'and').replace(/\s+/g, ' ');
}

/** The GST code of a state by its name ("Maharashtra" -> "27"), or null for a name not known. */
export function gstStateCode(state: string): string | null {
  return GST_STATE_CODES[normalised(state)] ?? null;
}

/**
 * Whether a supply to `placeOfSupply` stays within the seller's state (CGST + SGST) rather than
 * crossing into another (IGST). The seller's state code is its GSTIN's first two digits.
 */
export function isIntraState(seller: { state: string; gstin: string }, placeOfSupply: string): boolean {
  const sellerCode = gstStateCode(seller.state) ?? (seller.gstin.slice(0, 2) || null);
  const buyerCode = gstStateCode(placeOfSupply);
  if (sellerCode && buyerCode) return sellerCode === buyerCode;
  return normalised(seller.state) === normalised(placeOfSupply);
}
