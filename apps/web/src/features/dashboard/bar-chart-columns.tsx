import type { CSSProperties } from 'react';
import { seriesColors } from './bar-chart-colors.ts';
import { Fill, GridLines, NUMBER_TEXT, partProps, SMALL_TEXT, type ChartDrawing } from './bar-chart-parts.tsx';
import { isShort, shareOf, type BarStack } from './bar-chart-scale.ts';

const PLOT_HEIGHT = 200;

/**
 * One label's column: its parts stacked from the axis up. A lone column's number stands on its top; a
 * stacked part's number is written in it, or above the stack when the top part is too short to hold it.
 */
const Column = ({ drawing, stack }: { drawing: ChartDrawing; stack: BarStack }) => (
  <div
    style={{
      position: 'absolute',
      left: '15%',
      right: '15%',
      bottom: 0,
      height: shareOf(stack.total, drawing.axis),
      display: 'flex',
      flexDirection: 'column-reverse',
    }}
  >
    {stack.parts.map((bar, i) => {
      const color = seriesColors(drawing.colors, drawing.seriesIndex(bar));
      const number = drawing.numberOf(bar);
      const above = stack.parts.length === 1 || (i === stack.parts.length - 1 && isShort(bar.count, drawing.axis));
      const words: CSSProperties = above
        ? { bottom: 'calc(100% + 2px)', transform: 'translateX(-50%)', color: drawing.colors.text }
        : { top: '50%', transform: 'translate(-50%, -50%)', color: color.onFill };
      return (
        <div
          key={bar.series ?? bar.label}
          {...partProps(drawing, bar, {
            height: stack.total === 0 ? 0 : `${(100 * bar.count) / stack.total}%`,
            flex: 'none',
          })}
        >
          <Fill color={color.fill} />
          {number === null ? null : <span style={{ ...NUMBER_TEXT, left: '50%', ...words }}>{number}</span>}
        </div>
      );
    })}
  </div>
);

/**
 * Upright columns (a desktop's card): the axis' numbers on the left, a column per label, the labels under
 * them wrapping to their column's width. Percentages of the card, so the drawing follows its width.
 */
export const BarColumns = ({ drawing }: { drawing: ChartDrawing }) => {
  const { stacks, axis, colors } = drawing;
  const widest = Math.max(...axis.ticks.map((t) => drawing.tickWords(t).length));
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: `${widest}ch repeat(${stacks.length}, minmax(0, 1fr))`,
        gridTemplateRows: `${PLOT_HEIGHT}px auto`,
        columnGap: 4,
        rowGap: 4,
        // Room for the top column's number and the top tick's upper half.
        paddingTop: 18,
      }}
    >
      <div style={{ gridColumn: 1, gridRow: 1, position: 'relative' }}>
        {axis.ticks.map((tick) => (
          <span
            key={tick}
            style={{
              ...SMALL_TEXT,
              position: 'absolute',
              right: 0,
              bottom: `${(100 * tick) / axis.top}%`,
              transform: 'translateY(50%)',
              color: colors.axis,
            }}
          >
            {drawing.tickWords(tick)}
          </span>
        ))}
      </div>
      <div style={{ gridColumn: '2 / -1', gridRow: 1, position: 'relative' }}>
        <GridLines axis={axis} colors={colors} side="bottom" />
      </div>
      {stacks.map((stack, i) => (
        <div key={stack.label} style={{ display: 'contents' }}>
          <div style={{ gridColumn: i + 2, gridRow: 1, position: 'relative' }}>
            <Column drawing={drawing} stack={stack} />
          </div>
          <div
            style={{
              ...SMALL_TEXT,
              gridColumn: i + 2,
              gridRow: 2,
              whiteSpace: 'normal',
              overflowWrap: 'anywhere',
              textAlign: 'center',
              color: colors.axis,
            }}
          >
            {stack.label}
          </div>
        </div>
      ))}
    </div>
  );
};
