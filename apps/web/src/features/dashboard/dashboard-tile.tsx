import { memo, useState, type CSSProperties } from 'react';
import { Skeleton, Switch, theme, type GlobalToken } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { DashboardBarChart } from './dashboard-bar-chart.tsx';
import type { TileBar, TileModel, TileWords } from './dashboard-tiles.ts';

/** The rows of a tile's table: one a label, with each series' bar (one bar when the tile has no series). */
const rowsOf = (tile: TileModel) => {
  const rows = new Map<string, TileBar[]>();
  for (const bar of tile.bars) rows.set(bar.label, [...(rows.get(bar.label) ?? []), bar]);
  return [...rows.entries()];
};

const cell = { textAlign: 'right', paddingLeft: 8 } as const;

/** The chart's alternative: the same bars as a table, each row a link to the grid behind it. */
const TileTable = ({ tile }: { tile: TileModel }) => {
  const f = useFormatters();
  const columns = tile.series ?? [tile.valueTitle ?? 'Count'];
  const words = (bar: TileBar | undefined) =>
    bar === undefined ? '' : (bar.text ?? (tile.percent ? `${bar.count} %` : f.count(bar.count)));
  return (
    <table className="dashboard-tile-table" style={{ width: '100%', borderCollapse: 'collapse' }}>
      <caption style={{ textAlign: 'left', paddingBottom: 4 }}>{tile.title}</caption>
      <thead>
        <tr>
          <th scope="col" style={{ textAlign: 'left' }}>
            Group
          </th>
          {columns.map((c) => (
            <th key={c} scope="col" style={cell}>
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rowsOf(tile).map(([label, bars]) => {
          const to = bars.find((b) => b.to)?.to;
          return (
            <tr key={label}>
              <th scope="row" style={{ textAlign: 'left', fontWeight: 'normal', padding: '2px 0' }}>
                {to ? <Link to={to}>{label}</Link> : label}
              </th>
              {tile.series ? (
                tile.series.map((name) => (
                  <td key={name} style={cell}>
                    {words(bars.find((b) => b.series === name))}
                  </td>
                ))
              ) : (
                <td style={cell}>{words(bars[0])}</td>
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
};

/**
 * The frame of a small antd Card drawn with plain elements in the theme's tokens (issue 30: a Card, two
 * Typography blocks and two Flex boxes per tile were most of the React work on a phone before the first
 * screen's caption could paint; the tile looks the same).
 */
const frameOf = (token: GlobalToken) => {
  const line = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return {
    card: {
      height: '100%',
      border: line,
      borderRadius: token.borderRadiusLG,
      background: token.colorBgContainer,
      color: token.colorText,
      fontSize: token.fontSize,
      lineHeight: token.lineHeight,
    },
    head: {
      display: 'flex',
      alignItems: 'center',
      minHeight: 38,
      padding: `0 ${token.paddingSM}px`,
      borderBottom: line,
      color: token.colorTextHeading,
      fontWeight: token.fontWeightStrong,
    },
    body: { padding: token.paddingSM, display: 'flex', flexDirection: 'column', gap: 8 },
    number: { fontSize: 28, fontWeight: token.fontWeightStrong, color: token.colorText },
    caption: { margin: 0, color: token.colorTextSecondary },
    numberLine: { height: 28 * token.lineHeight },
    toggle: { display: 'flex', gap: 6, alignItems: 'center', justifyContent: 'flex-end' },
  } satisfies Record<string, CSSProperties>;
};

/**
 * One tile: its number (a link to the grid behind it), what it counts, and its bars as a chart or, on
 * "Show as table", as a table. A bar's click opens its grid with the bar's filters in the URL. Memoised:
 * a tile renders again only when its own model is new (another tile's answer leaves it alone).
 *
 * Given only its words (the answer is on its way), it draws its title and caption already, the number and
 * bars as a skeleton. The same elements then take the answer: issue 30, the first screen's largest text
 * (the ageing tile's caption) paints with the page and stays that paint; a caption drawn again with the
 * answer was a new largest paint after all the answers and the React work they bring.
 */
export const DashboardTile = memo(function DashboardTile({ tile }: { tile: TileModel | TileWords }) {
  const f = useFormatters();
  const navigate = useNavigate();
  const [asTable, setAsTable] = useState(false);
  const style = frameOf(theme.useToken().token);
  const model = 'bars' in tile ? tile : undefined;
  const open = (bar: TileBar) => bar.to && void navigate(bar.to);
  const tableId = `dashboard-table-${tile.key}`;
  const number = model ? <strong style={style.number}>{model.headline ?? f.count(model.total)}</strong> : null;
  return (
    <section
      aria-labelledby={`${tableId}-title`}
      aria-busy={model ? undefined : true}
      data-testid={`dashboard-tile-${tile.key}${model ? '' : '-loading'}`}
      style={style.card}
    >
      <div style={style.head}>
        <h2 id={`${tableId}-title`} style={{ fontSize: 16, margin: 0 }}>
          {tile.title}
        </h2>
      </div>
      <div style={style.body}>
        <div>
          {!model ? <div style={style.numberLine} /> : model.to ? <Link to={model.to}>{number}</Link> : number}
          <p style={style.caption}>{tile.caption}</p>
        </div>
        {!model ? <Skeleton active title={false} paragraph={{ rows: 5 }} /> : null}
        {model && model.bars.length > 0 ? (
          // Under the number, not in the card's head: on a phone the head has room for the title only.
          <div style={style.toggle}>
            <Switch
              size="small"
              checked={asTable}
              onChange={setAsTable}
              aria-controls={tableId}
              id={`${tableId}-toggle`}
            />
            <label htmlFor={`${tableId}-toggle`}>Show as table</label>
          </div>
        ) : null}
        {!model || model.bars.length === 0 ? null : asTable ? (
          <div id={tableId}>
            <TileTable tile={model} />
          </div>
        ) : (
          <>
            <DashboardBarChart
              bars={model.bars}
              horizontal={model.horizontal}
              percent={model.percent}
              series={model.series !== undefined}
              onOpen={open}
              label={model.title}
            />
            {/* The table stays for screen readers while the chart shows. */}
            <div id={tableId} className="visually-hidden" style={VISUALLY_HIDDEN}>
              <TileTable tile={model} />
            </div>
          </>
        )}
      </div>
    </section>
  );
});

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
