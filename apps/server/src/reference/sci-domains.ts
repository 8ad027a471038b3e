import type { SciDomain } from '@payorder/contract';
import type { Queryable } from '../db/db.ts';
import { notFound } from '../http/errors.ts';

/** The row with this host name catches everything no other row names. */
export const DEFAULT_SCI_DOMAIN_HOST = '*';

/** Payment-domain settings for the host the page is served on, else the default row. */
export async function getSciDomain(q: Queryable, host: string): Promise<SciDomain> {
  const { rows } = await q.query<SciDomain & { host: string }>(
    `SELECT host, theme, logo, title, copyright, loader FROM sci_domains
      WHERE host = $1 OR host = $2 ORDER BY host = $1 DESC LIMIT 1`,
    [host.toLowerCase(), DEFAULT_SCI_DOMAIN_HOST],
  );
  const row = rows[0];
  if (!row) throw notFound('Payment domain');
  const { host: _host, ...settings } = row;
  return settings;
}

/** Every host's settings, the default row (`*`) first: the operator's Branding page. */
export async function listSciDomains(q: Queryable): Promise<(SciDomain & { host: string })[]> {
  const { rows } = await q.query<SciDomain & { host: string }>(
    'SELECT host, theme, logo, title, copyright, loader FROM sci_domains ORDER BY host',
  );
  return rows;
}
