import type {
  Bank,
  CreateNotificationRuleRequest,
  NotificationRule,
  NotificationRulesResponse,
  PatchNotificationRuleRequest,
  TestNotificationRuleRequest,
  TestNotificationRuleResponse,
} from '@payorder/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleRequest, queryString } from '#console/lib/http.ts';

const RULES_KEY = ['console', 'operator', 'notification-rules'] as const;

/** GET /v1/admin/notification-rules?bank=: by bank, then priority. */
export const rulesQuery = (bank: string) =>
  queryOptions({
    queryKey: [...RULES_KEY, { bank }],
    queryFn: ({ signal }) =>
      consoleRequest<NotificationRulesResponse>(`/v1/admin/notification-rules${queryString({ bank })}`, {
        signal,
      }),
  });

/** The catalogue's banks (GET /v1/banks), to name a rule's bank. */
export const banksQuery = queryOptions({
  queryKey: ['console', 'banks'],
  queryFn: ({ signal }) => consoleRequest<Bank[]>('/v1/banks', { signal }),
  staleTime: 5 * 60_000,
});

export function useCreateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: CreateNotificationRuleRequest) =>
      consoleRequest<NotificationRule>('/v1/admin/notification-rules', { method: 'POST', body: rule }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RULES_KEY }),
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RULES_KEY }),
  });
}

export function useDeleteRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      consoleRequest<void>(`/v1/admin/notification-rules/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RULES_KEY }),
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
