/**
 * Spreadsheets (Excel, LibreOffice, Google Sheets) run a cell that starts with `=`, `+`, `-` or
 * `@` as a formula, and tab and carriage return lead into one too: a product title written by a
 * seller would run on the operator's machine when the export is opened. OWASP's answer: such a
 * cell is written with a single quote in front, which spreadsheets show as text and hide.
 *
 * A cell that already starts with quotes before one of those characters gets one more, so reading
 * back strips exactly the quote writing added and every cell returns as it was: `=1` is written
 * `'=1`, `'=1` is written `''=1`, and reading undoes each. Numbers are never negative in the
 * catalogue, so a numeric column is written as a plain number; a quoted `'-5` read back is `-5`,
 * and refused as any negative number is.
 */
const WOULD_RUN = /^'*[=+\-@\t\r]/;
const NEUTRALISED = /^'+[=+\-@\t\r]/;

export const neutraliseFormula = (cell: string): string => (WOULD_RUN.test(cell) ? `'${cell}` : cell);

export const restoreFormula = (cell: string): string => (NEUTRALISED.test(cell) ? cell.slice(1) : cell);
