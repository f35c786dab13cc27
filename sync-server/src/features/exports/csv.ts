/**
 * CSV as spreadsheet programs read it (RFC 4180): UTF-8 with a byte-order mark (Excel otherwise
 * reads UTF-8 as a legacy code page and mangles every non-ASCII name), CRLF line ends, every text
 * cell quoted with its quotes doubled. A text cell that starts with `=`, `+`, `-`, `@`, a tab or a
 * carriage return gets a leading apostrophe: a spreadsheet would run it as a formula (OWASP "CSV
 * injection"), so a student named `=HYPERLINK(…)` stays a name.
 */
export const csvByteOrderMark = '\uFEFF';

const formulaStart = /^[=+\-@\t\r]/;

export type CsvValue = string | number | boolean | Date | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  const text = value instanceof Date ? value.toISOString() : value;
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export const csvLine = (cells: readonly CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`;
