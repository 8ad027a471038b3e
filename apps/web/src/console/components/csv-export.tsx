import { ZCreatedFrom, ZCreatedTo } from '@payorder/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '#page/lib/api-client.ts';
import { queryString } from '../lib/http.ts';
import { useShopMode } from '../lib/shop-mode.ts';
import { schemaErrors } from '../lib/use-form-check.ts';
import { Panel } from './panel.tsx';
import { TextField } from './text-field.tsx';

/** Today and the first day of its month, as a date input writes them (UTC days, as the API reads them). */
const today = () => new Date().toISOString().slice(0, 10);
const monthStart = () => `${today().slice(0, 8)}01`;

/** One file to download: its API path, its button's words, and how its range is asked (`from`/`to` by default). */
export interface CsvFile {
  path: string;
  label: string;
  range?: readonly [from: string, to: string];
}

/**
 * The orders and the ledger lines of a date range as CSV files, for the shop (its own, of the test
 * switch's mode) or the operator (every shop's), or the `files` given (the shop's payouts). Plain links:
 * the browser streams the server's stream to a file, whatever its size. A date that is not one, or "To"
 * before "From", is said next to its field and nothing is offered to download.
 */
export function CsvExport({ scope, files: given }: { scope: 'shop' | 'operator'; files?: CsvFile[] }) {
  const { t } = useTranslation('console');
  const mode = useShopMode();
  const [from, setFrom] = useState(monthStart);
  const [to, setTo] = useState(today);
  const errorOf = (key: 'from' | 'to', value: string) => {
    if (!value) return undefined;
    const schema = key === 'from' ? ZCreatedFrom : ZCreatedTo;
    return Object.keys(schemaErrors(schema, value)).length > 0 ? t('exports.bad_date') : undefined;
  };
  const fromError = errorOf('from', from);
  const toError =
    errorOf('to', to) ?? (from && to && !fromError && to < from ? t('history.to_before_from') : undefined);
  const isValid = !fromError && !toError;
  const base = scope === 'shop' ? '/v1/merchant' : '/v1/admin';
  const testMode = scope === 'shop' && mode === 'test' ? 'test' : undefined;
  const files: CsvFile[] = given ?? [
    { path: `${base}/orders/export`, label: t('exports.orders') },
    { path: `${base}/ledger/export`, label: t('exports.ledger') },
  ];
  const paramsOf = ({ range: [fromKey, toKey] = ['from', 'to'] }: CsvFile) =>
    queryString({ [fromKey]: from, [toKey]: to, mode: testMode });
  return (
    <Panel title={t('exports.title')} className="csv-export">
      <div className="csv-export__range">
        <TextField label={t('history.from')} type="date" value={from} error={fromError} onChange={setFrom} />
        <TextField label={t('history.to')} type="date" value={to} error={toError} onChange={setTo} />
      </div>
      <p className="field__hint">{t('exports.hint')}</p>
      <div className="csv-export__files">
        {files.map((file) =>
          isValid ? (
            <a
              key={file.path}
              className="btn btn--secondary"
              href={apiUrl(`${file.path}${paramsOf(file)}`)}
              download
            >
              {file.label}
            </a>
          ) : (
            <button key={file.path} type="button" className="btn btn--secondary" disabled>
              {file.label}
            </button>
          ),
        )}
      </div>
    </Panel>
  );
}
