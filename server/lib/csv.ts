/**
 * CSV as RFC 4180 writes it (CRLF lines, fields quoted when they hold a comma, quote or line
 * break), made safe to open in a spreadsheet: a cell a spreadsheet would run as a formula
 * (starting with = + - @, or a tab or carriage return) is prefixed with a single quote (OWASP
 * "CSV injection").
 */

export type CsvValue = string | number | boolean | Date | null | undefined | readonly string[];

/** Lists are joined with "; " in one cell. */
const LIST_SEPARATOR = "; ";
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  let text: string;
  if (value === null || value === undefined) text = "";
  else if (value instanceof Date) text = value.toISOString();
  else if (Array.isArray(value)) text = value.join(LIST_SEPARATOR);
  else text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/** Spreadsheet programs read UTF-8 CSV correctly only with a byte-order mark in front. */
export const CSV_BOM = "\uFEFF";
