import type { ApiError, AuditListResponse } from '@payorder/contract';
import { describe, expect, it } from 'vitest';
import { ADMIN_KEY, bearer, json, useTestApp } from './helper.ts';

/* Issue 22: an operator adds, changes and removes payment domains' branding; the default stays. */
const t = useTestApp();
const admin = bearer(ADMIN_KEY);
const branding = { theme: 'sci', logo: '/logo.svg', title: 'Pay', copyright: '© Us', loader: '' };
const served = async (host: string) =>
  json<{ title: string; theme: string }>(
    await t.app.inject({ url: '/api/v1/sci-domains', headers: { host } }),
  );

describe('removing a payment domain', () => {
  it('the domain then shows the default branding; the removal is in the audit log with what it was', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/sci-domains/Pay.Removed.Example',
      headers: admin,
      payload: branding,
    });
    expect(put.statusCode).toBe(200);
    expect(await served('pay.removed.example')).toMatchObject({ title: 'Pay', theme: 'sci' });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/admin/sci-domains/pay.removed.example',
      headers: admin,
    });
    expect(removed.statusCode).toBe(204);
    expect(await served('pay.removed.example')).toEqual(await served('unknown.example'));
    const list = json<{ items: { host: string }[] }>(
      await t.app.inject({ url: '/api/v1/admin/sci-domains', headers: admin }),
    );
    expect(list.items.map((item) => item.host)).not.toContain('pay.removed.example');

    const log = json<AuditListResponse>(
      await t.app.inject({ url: '/api/v1/admin/audit?action=sci_domain.delete', headers: admin }),
    );
    expect(log.items[0]).toMatchObject({
      targetId: 'pay.removed.example',
      before: { title: 'Pay', theme: 'sci' },
      after: null,
    });
  });

  it('refuses the default with 409 default_sci_domain and an unknown domain with 404', async () => {
    const fallback = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/sci-domains/${encodeURIComponent('*')}`,
      headers: admin,
    });
    expect(fallback.statusCode).toBe(409);
    expect(json<ApiError>(fallback).code).toBe('default_sci_domain');
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/admin/sci-domains/never.added.example',
      headers: admin,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
