import type { CSSProperties } from 'react';
import { seriesColors } from './bar-chart-colors.ts';
import { Fill, GridLines, NUMBER_TEXT, partProps, SMALL_TEXT, type ChartDrawing } from './bar-chart-parts.tsx';
import { isShort, shareOf, type BarStack } from './bar-chart-scale.ts';

const BAR_HEIGHT = 20;
/** Room right of the axis' end for a number beyond a full stack's last short part (never past the card). */
const NUMBER_ROOM = '3.5em';

/** A number on its part's end, or beyond it when the part is too short to hold it. */
const numberStyle = (short: boolean, color: string): CSSProperties => ({
  ...NUMBER_TEXT,
  top: (BAR_HEIGHT - 16) / 2,
  color,
  ...(short ? { left: 'calc(100% + 4px)' } : { right: 4 }),
});

const Row = ({ drawing, stack }: { drawing: ChartDrawing; stack: BarStack }) => (
  <div style={{ display: 'flex', height: BAR_HEIGHT, position: 'relative' }}>
    {stack.parts.map((bar) => {
      const color = seriesColors(drawing.colors, drawing.seriesIndex(bar));
      const short = isShort(bar.count, drawing.axis);
      const number = drawing.numberOf(bar);
      return (
        <div
          key={bar.series ?? bar.label}
          {...partProps(drawing, bar, {
            width: shareOf(bar.count, drawing.axis),
            flex: 'none',
          })}
        >
          <Fill color={color.fill} />
          {number === null ? null : (
            <span style={numberStyle(short, short ? drawing.colors.text : color.onFill)}>{number}</span>
          )}
        </div>
      );
    })}
  </div>
);

/**
 * Bars lying down: the labels in a column of their own (wrapping, at most 40 % of the card), the bars and
 * the axis' numbers beside them. Everything is in percentages of the card, so the drawing follows its width.
 */
export const BarRows = ({ drawing }: { drawing: ChartDrawing }) => {
  const { stacks, axis, colors } = drawing;
  const plot: CSSProperties = { gridColumn: 2, position: 'relative', marginRight: NUMBER_ROOM };
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'fit-content(40%) minmax(0, 1fr)',
        columnGap: 8,
        rowGap: 6,
        alignItems: 'center',
      }}
    >
      <div style={{ ...plot, gridRow: `1 / span ${stacks.length}`, alignSelf: 'stretch' }}>
        <GridLines axis={axis} colors={colors} side="left" />
      </div>
      {stacks.map((stack, i) => (
        <div key={stack.label} style={{ display: 'contents' }}>
          <div
            style={{
              ...SMALL_TEXT,
              gridColumn: 1,
              gridRow: i + 1,
              whiteSpace: 'normal',
              overflowWrap: 'anywhere',
              textAlign: 'right',
              color: colors.axis,
            }}
          >
            {stack.label}
          </div>
          <div style={{ ...plot, gridRow: i + 1 }}>
            <Row drawing={drawing} stack={stack} />
          </div>
        </div>
      ))}
      <div style={{ ...plot, gridRow: stacks.length + 1, height: 16 }}>
        {axis.ticks.map((tick, i) => (
          <span
            key={tick}
            style={{
              ...SMALL_TEXT,
              position: 'absolute',
              left: `${(100 * tick) / axis.top}%`,
              // The first and last numbers stay inside the plot: nothing sticks out of a phone's card.
              transform: `translateX(${i === 0 ? '0' : i === axis.ticks.length - 1 ? '-100%' : '-50%'})`,
              color: colors.axis,
            }}
          >
            {drawing.tickWords(tick)}
          </span>
        ))}
      </div>
    </div>
  );
};
