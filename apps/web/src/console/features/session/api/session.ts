import type {
  ChangePasswordRequest,
  ConsoleMe,
  ConsoleSession,
  ConsoleSessionRequest,
} from '@payorder/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleRequest } from '#console/lib/http.ts';
import { meQuery } from '#console/lib/queries.ts';
import { consoleKeys, isMeQuery } from '#console/lib/query-keys.ts';

/** POST /v1/console/session: sets the session cookie and answers who signed in. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: ConsoleSessionRequest) =>
      consoleRequest<ConsoleMe>('/v1/console/session', { method: 'POST', body: credentials }),
    onSuccess: async () => {
      queryClient.removeQueries({ predicate: (query) => !isMeQuery(query) });
      await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    },
  });
}

/** DELETE /v1/console/session: ends this session; every cached answer of it goes too. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => consoleRequest<void>('/v1/console/session', { method: 'DELETE' }),
    onSettled: () => {
      // Signed out (the screens watching `me` go to the sign-in), and nothing of the session kept.
      queryClient.setQueryData(meQuery.queryKey, null);
      queryClient.removeQueries({ predicate: (query) => !isMeQuery(query) });
    },
  });
}

export const sessionsQuery = queryOptions({
  queryKey: consoleKeys.sessions(),
  queryFn: ({ signal }) => consoleRequest<ConsoleSession[]>('/v1/console/sessions', { signal }),
});

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      consoleRequest<void>(`/v1/console/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
  });
}

/** PUT /v1/console/password: this session stays, every other one of the account ends. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ChangePasswordRequest) =>
      consoleRequest<void>('/v1/console/password', { method: 'PUT', body: request }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
      ]),
  });
}
