import type { DataCollectionOrder } from '@payorder/contract';

/** The demo's two shops (one per data-collection order) and its trader, made once per database (demo.ts). */
export interface DemoAccounts {
  shops: Record<DataCollectionOrder, { id: string; apiKey: string }>;
  traderId: string;
}
