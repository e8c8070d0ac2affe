/** Money is stored as integer paise and spoken as rupees with at most two decimals. */
export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export const GST_RATE_PERCENT = 18;

/** The GST contained in a GST-inclusive amount (total x 18 / 118), in paise. */
export function gstIncludedPaise(totalPaise: number): number {
  return Math.round((totalPaise * GST_RATE_PERCENT) / (100 + GST_RATE_PERCENT));
}

const rupeeFormat = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** Rupees as mails and messages write them: "₹1,24,500.00", with Indian digit grouping. */
export function formatRupees(rupees: number): string {
  return rupeeFormat.format(rupees);
}
