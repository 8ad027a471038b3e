import type { AuditAction, AuditListResponse } from '@payorder/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { consoleRequest, queryString } from '#console/lib/http.ts';
import { consoleKeys } from '#console/lib/query-keys.ts';

export interface AuditFilters {
  action?: AuditAction;
  targetId?: string;
  /** A console account's id, or `admin_api_key`. */
  actor?: string;
}

/** GET /v1/admin/audit, newest first, a page at a time ("Load more" follows nextCursor). */
export const auditQuery = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: consoleKeys.operator.auditOf(filters),
    queryFn: ({ pageParam, signal }) =>
      consoleRequest<AuditListResponse>(
        `/v1/admin/audit${queryString({ ...filters, cursor: pageParam, limit: 25 })}`,
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
