/**
 * What a spreadsheet may run as a formula when it opens a CSV (CSV injection, OWASP): a cell starting
 * with = + - @, or with their full-width (＝ ＋ － ＠) and small (﹦ ﹢ ﹣ ﹫) forms, which Excel and
 * LibreOffice fold to the ASCII ones — also behind leading whitespace or control characters, which
 * some of them skip. A cell starting with tab or carriage return is neutralised whatever follows.
 */
const FORMULA_START =
  /^(?:[\t\r]|[\s\u0000-\u001f\u007f-\u009f\u200b\ufeff]*[=+\-@\uff1d\uff0b\uff0d\uff20\ufe66\ufe62\ufe63\ufe6b])/;

export const looksLikeFormula = (text: string): boolean => FORMULA_START.test(text);

/**
 * The cell's text with a leading `'`, which spreadsheets show as text and do not run, when it looks
 * like a formula; the text itself otherwise. Both the API's CSV files and the panel's grid export use it.
 * @example neutraliseFormula('＝1+1') // "'＝1+1"
 */
export const neutraliseFormula = (text: string): string => (looksLikeFormula(text) ? `'${text}` : text);
