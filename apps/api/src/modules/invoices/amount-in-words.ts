// The amount of a tax invoice in words, in the Indian numbering system (lakh, crore), as Indian
// invoices and cheques write it.

const UNITS = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1..99: "Seven", "Nineteen", "Forty", "Fifty-Six". */
function belowHundred(value: number): string {
  if (value < 20) return UNITS[value]!;
  const unit = value % 10;
  return unit === 0
    ? TENS[Math.floor(value / 10)]!
    : `${TENS[Math.floor(value / 10)]}-${UNITS[unit]}`;
}

/** 1..999: "Four Hundred Fifty-Six". */
function belowThousand(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${UNITS[hundreds]} Hundred`);
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/**
 * A whole number in words with Indian grouping: crore (10^7), lakh (10^5), thousand, hundred.
 * Crores above 99 are themselves said in words ("One Hundred Twenty Crore").
 */
export function indianNumberInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`Not a whole amount: ${value}`);
  if (value === 0) return UNITS[0]!;
  const crores = Math.floor(value / 10_000_000);
  const lakhs = Math.floor((value % 10_000_000) / 100_000);
  const thousands = Math.floor((value % 100_000) / 1000);
  const rest = value % 1000;
  const parts: string[] = [];
  if (crores > 0) parts.push(`${indianNumberInWords(crores)} Crore`);
  if (lakhs > 0) parts.push(`${belowHundred(lakhs)} Lakh`);
  if (thousands > 0) parts.push(`${belowHundred(thousands)} Thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(' ');
}

/**
 * An amount of paise as an invoice writes it:
 * 12345650 -> "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only".
 */
export function rupeesInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0)
    throw new RangeError(`Not an amount of paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const words = `Rupees ${indianNumberInWords(rupees)}`;
  if (rest === 0) return `${words} Only`;
  return `${words} and ${belowHundred(rest)} ${rest === 1 ? 'Paisa' : 'Paise'} Only`;
}
