import type { GstAmounts, GstRateTotals } from '@attar/contracts';
import { formatMoney } from '@/lib/format-money';

interface GstTotalsTableProps {
  /** "Invoices", "Credit notes", "Net": the table's caption. */
  title: string;
  /** A line under the caption ("3 invoices"). */
  note?: string;
  byRate: GstRateTotals[];
  total: GstAmounts;
}

const COLUMNS: { key: keyof GstAmounts; label: string }[] = [
  { key: 'taxableValue', label: 'Taxable value' },
  { key: 'cgst', label: 'CGST' },
  { key: 'sgst', label: 'SGST' },
  { key: 'igst', label: 'IGST' },
  { key: 'totalTax', label: 'Total tax' },
  { key: 'value', label: 'Value incl. GST' },
];

/** Rupees with two decimals always, as a return is filled in (₹1,24,500.00, -₹99.00). */
function amount(rupees: number): string {
  const text = formatMoney(Math.abs(rupees));
  const withPaise = text.includes('.') ? text : `${text}.00`;
  return rupees < 0 ? `-${withPaise}` : withPaise;
}

/** A period's figures for one kind of document: a row per GST rate and the total. */
export function GstTotalsTable({ title, note, byRate, total }: GstTotalsTableProps) {
  return (
    <div className="overflow-x-auto rounded-soft border border-rule bg-paper">
      <table className="w-full min-w-[40rem] table-fixed text-sm">
        <caption className="px-4 pt-3 text-left">
          <span className="font-semibold">{title}</span>
          {note ? <span className="ml-2 text-stone">{note}</span> : null}
        </caption>
        <thead>
          <tr className="border-b border-rule text-left text-stone">
            <th scope="col" className="px-4 py-2 font-medium">
              Rate
            </th>
            {COLUMNS.map((column) => (
              <th key={column.key} scope="col" className="px-4 py-2 text-right font-medium">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {byRate.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length + 1} className="px-4 py-3 text-stone">
                None in this period.
              </td>
            </tr>
          ) : (
            byRate.map((row) => (
              <tr key={row.rate} className="border-b border-rule/60">
                <th scope="row" className="px-4 py-2 text-left font-normal">
                  {row.rate}%
                </th>
                {COLUMNS.map((column) => (
                  <td key={column.key} className="px-4 py-2 text-right tabular-nums">
                    {amount(row[column.key])}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
        <tfoot>
          <tr className="font-semibold">
            <th scope="row" className="px-4 py-2 text-left">
              Total
            </th>
            {COLUMNS.map((column) => (
              <td key={column.key} className="px-4 py-2 text-right tabular-nums">
                {amount(total[column.key])}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
