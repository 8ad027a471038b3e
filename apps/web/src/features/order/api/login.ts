import type { LoginRequest } from '@payorder/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { login } from '#page/lib/api-client.ts';
import { readSession, writeSession } from '#page/lib/session-store.ts';

/** Stores the link credentials (for the silent re-login of docs/product/payment-page.md §6), then logs in. */
export async function loginWithLink(credentials: LoginRequest): Promise<string> {
  const stored = readSession();
  const isSameLink =
    stored?.credentials.orderId === credentials.orderId && stored.credentials.token === credentials.token;
  writeSession({ credentials, accessToken: isSameLink ? stored.accessToken : null });
  return login(credentials);
}

/** docs/product/payment-page.md §8: a failed login shows the not-found page, so it is not retried. */
export const loginQueryOptions = (credentials: LoginRequest) =>
  queryOptions({
    queryKey: ['login', credentials.orderId, credentials.token],
    queryFn: () => loginWithLink(credentials),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });

export const useLogin = (credentials: LoginRequest) => useQuery(loginQueryOptions(credentials));
