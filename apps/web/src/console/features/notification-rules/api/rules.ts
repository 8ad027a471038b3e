import type {
  Bank,
  CreateNotificationRuleRequest,
  NotificationRule,
  NotificationRulesResponse,
  PatchNotificationRuleRequest,
  TestNotificationRuleRequest,
  TestNotificationRuleResponse,
  UnreadNotificationsResponse,
} from '@payorder/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleRequest, queryString } from '#console/lib/http.ts';
import { consoleKeys } from '#console/lib/query-keys.ts';

/** GET /v1/admin/notification-rules?bank=: by bank, then priority. */
export const rulesQuery = (bank: string) =>
  queryOptions({
    queryKey: consoleKeys.operator.notificationRulesOf(bank),
    queryFn: ({ signal }) =>
      consoleRequest<NotificationRulesResponse>(`/v1/admin/notification-rules${queryString({ bank })}`, {
        signal,
      }),
  });

export function useCreateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: CreateNotificationRuleRequest) =>
      consoleRequest<NotificationRule>('/v1/admin/notification-rules', { method: 'POST', body: rule }),
    // The unread messages too: the new rule may read some of them from now on (those already stored stay).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.operator.notificationRules() }),
  });
}

export function usePatchRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: PatchNotificationRuleRequest }) =>
      consoleRequest<NotificationRule>(`/v1/admin/notification-rules/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: change,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.operator.notificationRules() }),
  });
}

export function useDeleteRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      consoleRequest<void>(`/v1/admin/notification-rules/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.operator.notificationRules() }),
  });
}

/**
 * POST /v1/admin/notification-rules/test: what the saved rules read from a message, or with `rule`
 * what that unsaved draft reads. Changes nothing.
 */
export function useTestRule() {
  return useMutation({
    mutationFn: (body: TestNotificationRuleRequest) =>
      consoleRequest<TestNotificationRuleResponse>('/v1/admin/notification-rules/test', {
        method: 'POST',
        body,
      }),
  });
}

/** GET /v1/admin/bank-notifications/unread: messages from a bank's sender no rule read, newest first. */
export const unreadQuery = queryOptions({
  queryKey: consoleKeys.operator.unreadNotifications(),
  queryFn: ({ signal }) =>
    consoleRequest<UnreadNotificationsResponse>('/v1/admin/bank-notifications/unread', { signal }),
});

/** PUT /v1/admin/banks/{code} {name}: a bank added to the catalogue (or renamed). */
export function useSaveBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bank: Bank) =>
      consoleRequest<Bank>(`/v1/admin/banks/${encodeURIComponent(bank.code)}`, {
        method: 'PUT',
        body: { name: bank.name },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKeys.banks() }),
  });
}
