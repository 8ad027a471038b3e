import type {
  ConsoleUser,
  CreateConsoleUserRequest,
  PasswordResetResponse,
  RemoveOwnTotpRequest,
} from '@payorder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleRequest } from '#console/lib/http.ts';
import { meQuery } from '#console/lib/queries.ts';
import { consoleKeys } from '#console/lib/query-keys.ts';

/** How often a panel of logins reads its list (lib/queries.ts consoleUsersQuery) while on screen. */
export const LOGINS_POLL_MS = 10_000;

/** Every change to a login shows in the lists and in the audit log. */
function useLoginChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: consoleKeys.operator.consoleUsers() }),
      queryClient.invalidateQueries({ queryKey: consoleKeys.operator.audit() }),
    ]);
}

/** POST /v1/admin/console-users: a new login for a shop, a trader or an operator. */
export function useCreateLogin() {
  const changed = useLoginChanged();
  return useMutation({
    mutationFn: (request: CreateConsoleUserRequest) =>
      consoleRequest<{ id: string }>('/v1/admin/console-users', { method: 'POST', body: request }),
    onSuccess: changed,
  });
}

/** PATCH /v1/admin/console-users/{id}: disables (ending its sessions) or enables a login. */
export function useSetLoginDisabled() {
  const changed = useLoginChanged();
  return useMutation({
    mutationFn: ({ id, isDisabled }: { id: string; isDisabled: boolean }) =>
      consoleRequest<ConsoleUser>(`/v1/admin/console-users/${id}`, {
        method: 'PATCH',
        body: { disabled: isDisabled },
      }),
    onSuccess: changed,
  });
}

/** POST /v1/admin/console-users/{id}/password-reset: a one-time password, shown once. */
export function useResetPassword() {
  const changed = useLoginChanged();
  return useMutation({
    mutationFn: (id: string) =>
      consoleRequest<PasswordResetResponse>(`/v1/admin/console-users/${id}/password-reset`, {
        method: 'POST',
      }),
    onSuccess: changed,
  });
}

/** DELETE /v1/admin/console-users/{id}/totp: the login sets up two-factor sign-in again. */
export function useResetTotp() {
  const changed = useLoginChanged();
  return useMutation({
    mutationFn: (id: string) =>
      consoleRequest<void>(`/v1/admin/console-users/${id}/totp`, { method: 'DELETE' }),
    onSuccess: changed,
  });
}

/**
 * POST /v1/console/totp/removal: the signed-in operator removes its own two-factor sign-in, proving
 * itself again with its password and a current code (or a recovery code); its other sessions end, and
 * it sets up two-factor sign-in again before the admin API answers it.
 */
export function useRemoveOwnTotp() {
  const changed = useLoginChanged();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RemoveOwnTotpRequest) =>
      consoleRequest<void>('/v1/console/totp/removal', { method: 'POST', body: request }),
    onSuccess: () => Promise.all([changed(), queryClient.invalidateQueries({ queryKey: meQuery.queryKey })]),
  });
}
