import type { ErrorGroupStatus, ErrorSource } from '@b2c/contracts';

export const SOURCE_LABELS: Record<ErrorSource, string> = { panel: 'Panel', api: 'API' };
export const STATUS_LABELS: Record<ErrorGroupStatus, string> = { open: 'Open', resolved: 'Resolved' };
