import { Tag, Typography } from 'antd';
import type { StackFrame } from '@b2c/contracts';

const position = (f: StackFrame) => [f.file, f.line, f.column].filter((p) => p !== null).join(':');

/** A stack, innermost call first; frames mapped back to the sources through the build's maps say so. */
export const ErrorStack = ({ frames }: { frames: StackFrame[] }) =>
  frames.length === 0 ? (
    <Typography.Text type="secondary">No stack was reported.</Typography.Text>
  ) : (
    <ol aria-label="Stack trace" style={{ margin: 0, paddingLeft: 20, fontFamily: 'monospace', fontSize: 12 }}>
      {frames.map((f, i) => (
        <li key={i}>
          <strong>{f.function}</strong> <span>{position(f)}</span> {f.resolved ? <Tag color="blue">source</Tag> : null}
        </li>
      ))}
    </ol>
  );
