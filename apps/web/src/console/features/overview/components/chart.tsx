import { toBcp47 } from '@payorder/contract';
import i18next from 'i18next';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration, formatMoney } from '#console/lib/format.ts';
import { downloadCsv, type CsvCell } from '../lib/csv.ts';
import { barValue, datasetCsv, type Column, type Dataset } from '../lib/datasets.ts';

const tag = () => toBcp47(i18next.resolvedLanguage ?? i18next.language ?? 'en');

/** A cell as the table shows it: counts and shares in the shown language, times as m:ss, money with its currency. */
export function formatCell(cell: CsvCell, column: Column): string {
  if (cell === null) return '—';
  switch (column.kind) {
    case 'count':
      return new Intl.NumberFormat(tag()).format(Number(cell));
    case 'ratio':
      return new Intl.NumberFormat(tag(), { style: 'percent', maximumFractionDigits: 1 }).format(
        Number(cell),
      );
    case 'ms':
      return formatDuration(Number(cell) / 1000);
    case 'money':
      return formatMoney(String(cell), column.currency ?? '');
    default:
      return String(cell);
  }
}

/** A day (YYYY-MM-DD) as "25 Nov" in the shown language (the axis; the table keeps the full date). */
const shortDay = (day: string) =>
  new Intl.DateTimeFormat(tag(), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/**
 * One chart: bars drawn with CSS (decision 016) for the eye, the same rows as a table for a screen reader
 * (hidden until "Numbers" shows it to everyone) and as a CSV download.
 */
export function Chart({ dataset, control }: { dataset: Dataset; control?: ReactNode }) {
  const { t } = useTranslation('console');
  const [showTable, setShowTable] = useState(false);
  const titleId = useId();
  const empty = dataset.rows.length === 0;
  return (
    <figure className="panel chart" aria-labelledby={titleId} data-chart={dataset.id}>
      <div className="chart__head">
        <h2 className="panel__title" id={titleId}>
          {dataset.title}
        </h2>
        <div className="chart__tools">
          <button
            type="button"
            className="btn btn--small"
            aria-pressed={showTable}
            onClick={() => setShowTable(!showTable)}
          >
            {t('overview.numbers')}
          </button>
          <button
            type="button"
            className="btn btn--small"
            disabled={empty}
            onClick={() => downloadCsv(`${dataset.id}.csv`, datasetCsv(dataset))}
          >
            {t('overview.csv')}
          </button>
        </div>
      </div>
      {control}
      {empty ? (
        <p className="chart__empty">{dataset.empty ?? t('overview.no_data')}</p>
      ) : dataset.orientation === 'h' ? (
        <HorizontalBars dataset={dataset} />
      ) : (
        <VerticalBars dataset={dataset} />
      )}
      {empty ? null : <NumbersTable dataset={dataset} visible={showTable} />}
    </figure>
  );
}

function NumbersTable({ dataset, visible }: { dataset: Dataset; visible: boolean }) {
  return (
    <TableScroll label={dataset.title} shown={visible}>
      <table>
        <caption className="visually-hidden">{dataset.title}</caption>
        <thead>
          <tr>
            {dataset.columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {dataset.rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) =>
                column === 0 ? (
                  <th key={column} scope="row">
                    {formatCell(cell, dataset.columns[0]!)}
                  </th>
                ) : (
                  <td key={column}>{formatCell(cell, dataset.columns[column]!)}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** A table that may scroll sideways on a phone: a named region the keyboard can reach and scroll. */
export function TableScroll({
  label,
  shown,
  children,
}: {
  label: string;
  shown: boolean;
  children: ReactNode;
}) {
  // Hidden, it is for screen readers alone: no stop for the keyboard.
  if (!shown) return <div className="visually-hidden">{children}</div>;
  return (
    <div className="chart__table" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** The largest drawn value (at least 1, so an all-zero chart draws empty bars, not NaN). */
function largest(dataset: Dataset): number {
  let max = 0;
  for (const row of dataset.rows) {
    for (const index of dataset.bars)
      max = Math.max(max, barValue(row[index] ?? null, dataset.columns[index]!.kind));
  }
  return max || 1;
}

const percent = (value: number, max: number) => `${((Math.max(0, value) / max) * 100).toFixed(2)}%`;

/** Steps or kinds, one row each: its name, its bar, its number. */
function HorizontalBars({ dataset }: { dataset: Dataset }) {
  const max = largest(dataset);
  const main = dataset.bars[0]!;
  const column = dataset.columns[main]!;
  return (
    <div className="hbars" aria-hidden="true">
      {dataset.rows.map((row, index) => (
        <div className="hbars__row" key={index}>
          <span className="hbars__label">{String(row[0])}</span>
          <span className="hbars__track">
            <span
              className="hbars__bar"
              style={{ width: percent(barValue(row[main] ?? null, column.kind), max) }}
            />
          </span>
          <span className="hbars__value">{formatCell(row[main] ?? null, column)}</span>
        </div>
      ))}
    </div>
  );
}

/** Days along the bottom, a bar (or two side by side) for each; the largest value at the top, a legend for two. */
function VerticalBars({ dataset }: { dataset: Dataset }) {
  const max = largest(dataset);
  const first = dataset.rows[0]![0] as string;
  const last = dataset.rows.at(-1)![0] as string;
  const top = dataset.bars.reduce<{ cell: CsvCell; column: Column } | null>((best, index) => {
    for (const row of dataset.rows) {
      const column = dataset.columns[index]!;
      if (barValue(row[index] ?? null, column.kind) === max)
        return best ?? { cell: row[index] ?? null, column };
    }
    return best;
  }, null);
  return (
    <div className="vbars" aria-hidden="true">
      {dataset.bars.length > 1 ? (
        <p className="vbars__legend">
          {dataset.bars.map((index, series) => (
            <span key={index} className={`vbars__key vbars__key--s${series}`}>
              {dataset.columns[index]!.header}
            </span>
          ))}
        </p>
      ) : null}
      <p className="vbars__max">{top ? formatCell(top.cell, top.column) : '0'}</p>
      <div className="vbars__plot">
        {dataset.rows.map((row, index) => (
          <div className="vbars__day" key={index} title={String(row[0])}>
            {dataset.bars.map((column, series) => (
              <span
                key={column}
                className={`vbars__bar vbars__bar--s${series}`}
                style={{ height: percent(barValue(row[column] ?? null, dataset.columns[column]!.kind), max) }}
              />
            ))}
          </div>
        ))}
      </div>
      <p className="vbars__axis">
        <span>{shortDay(first)}</span>
        {first === last ? null : <span>{shortDay(last)}</span>}
      </p>
    </div>
  );
}
