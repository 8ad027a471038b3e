import type { Bank, Currency, MetaEntry } from '@payorder/contract';
import type { Queryable } from '../db/db.ts';

/** Reference lists the page caches (docs/product/payment-page.md §7), as their calls return them. */
export async function listBanks(q: Queryable): Promise<Bank[]> {
  return (await q.query<Bank>('SELECT code, name FROM banks ORDER BY name')).rows;
}

export async function listCurrencies(q: Queryable): Promise<Currency[]> {
  return (await q.query<Currency>('SELECT code, symbol FROM currencies ORDER BY code')).rows;
}

export async function listMeta(q: Queryable): Promise<MetaEntry[]> {
  return (await q.query<MetaEntry>('SELECT key, value FROM meta ORDER BY key')).rows;
}
