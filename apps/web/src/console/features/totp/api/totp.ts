import type { RemoveOwnTotpRequest, TotpEnrolment, TotpRecoveryCodes } from '@payorder/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleRequest } from '#console/lib/http.ts';
import { meQuery } from '#console/lib/queries.ts';

/** POST /v1/console/totp/enrolment: a new secret, its otpauth URL and QR code (SVG). */
export function useBeginEnrolment() {
  return useMutation({
    mutationFn: () => consoleRequest<TotpEnrolment>('/v1/console/totp/enrolment', { method: 'POST' }),
  });
}

/**
 * POST /v1/console/totp/enrolment/confirm: a code from the new secret turns it on; recovery codes
 * back. `me` (totpEnrolled) is read again only when the person has seen the codes (`useFinish`).
 */
export function useConfirmEnrolment() {
  return useMutation({
    mutationFn: (code: string) =>
      consoleRequest<TotpRecoveryCodes>('/v1/console/totp/enrolment/confirm', {
        method: 'POST',
        body: { code },
      }),
  });
}

export function useFinishEnrolment() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
}

/**
 * POST /v1/console/totp/removal: the signed-in account turns its own two-factor sign-in off, proving
 * itself with its password and a current code (or a recovery code); its other sessions end.
 */
export function useTurnOffTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RemoveOwnTotpRequest) =>
      consoleRequest<void>('/v1/console/totp/removal', { method: 'POST', body: request }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
  });
}
