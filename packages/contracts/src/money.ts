/** Money is stored as integer paise and spoken as rupees with at most two decimals. */
export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/**
 * A whole number with Indian digit grouping: the last three digits, then pairs (1,23,45,678).
 * Written out rather than left to Intl.NumberFormat, whose first construction loads the
 * locale's data: on a phone that cost about 50 ms inside the storefront's hydration, the first
 * time a price is drawn (docs/decisions/0029). What Intl would answer is pinned by money.test.ts.
 */
export function groupIndianDigits(whole: number): string {
  const digits = String(Math.abs(whole));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${whole < 0 ? '-' : ''}${rest ? `${rest},` : ''}${lastThree}`;
}

/**
 * A figure with Indian grouping, rounded to `maximumFractionDigits` decimals, with trailing zeros
 * dropped down to `minimumFractionDigits`: 1,250.125, or 1,499.50 with two of each.
 */
export function formatIndianNumber(
  value: number,
  maximumFractionDigits = 0,
  minimumFractionDigits = 0,
): string {
  const scale = 10 ** maximumFractionDigits;
  const scaled = Math.round(Math.abs(value) * scale);
  const sign = value < 0 && scaled > 0 ? '-' : '';
  const whole = groupIndianDigits(Math.floor(scaled / scale));
  const allDecimals =
    maximumFractionDigits > 0 ? String(scaled % scale).padStart(maximumFractionDigits, '0') : '';
  const significant = allDecimals.replace(/0+$/, '').length;
  const decimals = allDecimals.slice(0, Math.max(minimumFractionDigits, significant));
  return `${sign}${whole}${decimals ? `.${decimals}` : ''}`;
}

/** "-1,234.50" as "-₹1,234.50": the sign before the rupee, as Intl writes it. */
function withRupeeSign(figure: string): string {
  return figure.startsWith('-') ? `-₹${figure.slice(1)}` : `₹${figure}`;
}

/** Rupees to the paisa, as tax documents print them: "₹1,24,500.00", with Indian digit grouping. */
export function formatRupees(rupees: number): string {
  return withRupeeSign(formatIndianNumber(rupees, 2, 2));
}

/** Rupees as the store shows prices: whole rupees drop the paise (₹1,24,500), others ₹1,499.50. */
export function formatPrice(rupees: number): string {
  const hasPaise = Math.round(Math.abs(rupees) * 100) % 100 !== 0;
  return withRupeeSign(formatIndianNumber(rupees, 2, hasPaise ? 2 : 0));
}

/** Paise as rupees with two decimals, exactly ("-1234.50"). */
export function rupeesText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const whole = Math.abs(paise);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * `totalPaise` split in proportion to `weights`, in whole paise that add up to it exactly: each
 * share is rounded down, and the paise left over go one each to the largest remainders (the
 * earlier weight first on a tie). All weights zero: nothing is split.
 */
export function splitInProportion(totalPaise: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (sum <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (totalPaise * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = totalPaise - shares.reduce((acc, share) => acc + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - shares[index]! }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    shares[index] = shares[index]! + 1;
    left -= 1;
  }
  return shares;
}
