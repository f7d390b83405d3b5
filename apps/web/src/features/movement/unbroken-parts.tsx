import { Fragment } from 'react';

/**
 * Parts joined by `separator` where a line may break only between parts: a narrow cell otherwise splits
 * a location code at its hyphen ("DLT-AMD-" / "1") or a date from its time.
 */
export const UnbrokenParts = ({ parts, separator = ' ' }: { parts: readonly string[]; separator?: string }) => (
  <>
    {parts.map((part, i) => (
      <Fragment key={i}>
        {i > 0 ? separator : null}
        <span style={{ whiteSpace: 'nowrap' }}>{part}</span>
      </Fragment>
    ))}
  </>
);
