import type { CSSProperties } from 'react';

/** What the API's uploads read: CSV or XLSX, by extension and by media type. */
const SPREADSHEET_TYPES = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file picker for a CSV or XLSX upload; `onFile` gets the picked file, or undefined when it is cleared. */
export const SpreadsheetFileInput = ({
  label,
  onFile,
  style,
}: {
  label: string;
  onFile: (file: File | undefined) => void;
  style?: CSSProperties;
}) => (
  <input
    aria-label={label}
    type="file"
    accept={SPREADSHEET_TYPES}
    onChange={(e) => onFile(e.target.files?.[0])}
    style={style}
  />
);
