import { memo, useState } from 'react';
import { Card, Flex, Switch, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { useFormatters } from '../../shared/format/use-formatters.ts';
import { DashboardBarChart } from './dashboard-bar-chart.tsx';
import type { TileBar, TileModel } from './dashboard-tiles.ts';

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
 * One tile: its number (a link to the grid behind it), what it counts, and its bars as a chart or, on
 * "Show as table", as a table. A bar's click opens its grid with the bar's filters in the URL. Memoised:
 * a tile renders again only when its own model is new (another tile's answer leaves it alone).
 */
export const DashboardTile = memo(function DashboardTile({ tile }: { tile: TileModel }) {
  const f = useFormatters();
  const navigate = useNavigate();
  const [asTable, setAsTable] = useState(false);
  const open = (bar: TileBar) => bar.to && void navigate(bar.to);
  const tableId = `dashboard-table-${tile.key}`;
  const number = (
    <Typography.Text strong style={{ fontSize: 28 }}>
      {tile.headline ?? f.count(tile.total)}
    </Typography.Text>
  );
  return (
    <Card
      size="small"
      title={<h2 style={{ fontSize: 16, margin: 0, whiteSpace: 'normal' }}>{tile.title}</h2>}
      data-testid={`dashboard-tile-${tile.key}`}
      style={{ height: '100%' }}
    >
      <Flex vertical gap={8}>
        <div>
          {tile.to ? <Link to={tile.to}>{number}</Link> : number}
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {tile.caption}
          </Typography.Paragraph>
        </div>
        {tile.bars.length > 0 ? (
          // Under the number, not in the card's head: on a phone the head has room for the title only.
          <Flex gap={6} align="center" justify="flex-end">
            <Switch
              size="small"
              checked={asTable}
              onChange={setAsTable}
              aria-controls={tableId}
              id={`${tableId}-toggle`}
            />
            <label htmlFor={`${tableId}-toggle`}>Show as table</label>
          </Flex>
        ) : null}
        {tile.bars.length === 0 ? null : asTable ? (
          <div id={tableId}>
            <TileTable tile={tile} />
          </div>
        ) : (
          <>
            <DashboardBarChart
              bars={tile.bars}
              horizontal={tile.horizontal}
              percent={tile.percent}
              series={tile.series !== undefined}
              onOpen={open}
              label={tile.title}
            />
            {/* The table stays for screen readers while the chart shows. */}
            <div id={tableId} className="visually-hidden" style={VISUALLY_HIDDEN}>
              <TileTable tile={tile} />
            </div>
          </>
        )}
      </Flex>
    </Card>
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
