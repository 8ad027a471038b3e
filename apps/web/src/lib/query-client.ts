import {
  QUERY_RETRY_BASE_DELAY_MS,
  QUERY_RETRY_COUNT,
  QUERY_RETRY_MAX_DELAY_MS,
  QUERY_STALE_TIME_MS,
} from '@payorder/contract';
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client.ts';

/** Client errors other than timeouts and rate limits will not change on a retry. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (
    isApiError(error) &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  )
    return false;
  return failureCount < QUERY_RETRY_COUNT;
}

/** docs/product/payment-page.md §9: cache for 5 minutes, retry 3 times with the delay doubling from 1 s up to 30 s. */
export const retryDelay = (attempt: number) =>
  Math.min(QUERY_RETRY_BASE_DELAY_MS * 2 ** attempt, QUERY_RETRY_MAX_DELAY_MS);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: QUERY_STALE_TIME_MS, retry: shouldRetry, retryDelay },
      mutations: { retry: false },
    },
  });
}
