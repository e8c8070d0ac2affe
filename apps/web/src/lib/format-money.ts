const withPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Rupees as ₹1,24,500 (whole rupees drop the ".00") or ₹1,499.50. */
export function formatMoney(rupees: number): string {
  const isWhole = Math.round(rupees * 100) % 100 === 0;
  return (isWhole ? wholeRupees : withPaise).format(rupees);
}
