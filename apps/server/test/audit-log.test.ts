import type {
  AdminShop,
  ApiError,
  AuditEntry,
  AuditListResponse,
  CreateShopResponse,
} from '@payorder/contract';
import { describe, expect, it } from 'vitest';
import { recordAudit } from '../src/audit/audit-log.ts';
import { consoleCookie, createConsoleUser, fromConsole, operatorCookie } from './console-helper.ts';
import { ADMIN_KEY, bearer, json, useTestApp } from './helper.ts';

const t = useTestApp();

const admin = bearer(ADMIN_KEY);
const audit = async (query = '', headers: Record<string, string> = admin) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/admin/audit${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return json<AuditListResponse>(response);
};
const createShop = async (name = 'Audited shop') =>
  json<CreateShopResponse>(
    await t.app.inject({ method: 'POST', url: '/api/v1/admin/shops', headers: admin, payload: { name } }),
  );

describe('the audit log', () => {
  it('records an operator’s change with who, what, the target before and after, and the request id', async () => {
    const shop = await createShop();
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/shops/${shop.id}`,
      headers: { ...admin, 'x-request-id': 'req-fee-change-1' },
      payload: { feePercent: '2.5', name: 'Renamed shop' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(json<AdminShop>(updated)).toMatchObject({ feePercent: '2.50', name: 'Renamed shop' });

    const { items } = await audit(`?targetId=${shop.id}`);
    expect(items.map((entry) => entry.action)).toEqual(['shop.update', 'shop.create']);
    const [change, creation] = items as [AuditEntry, AuditEntry];
    expect(change).toMatchObject({
      actor: { kind: 'admin_api_key' },
      targetType: 'shop',
      targetId: shop.id,
      // The target by its name now, not only its id.
      targetName: 'Renamed shop',
      requestId: 'req-fee-change-1',
      before: { feePercent: '0.00', name: 'Audited shop' },
      after: { feePercent: '2.50', name: 'Renamed shop' },
    });
    expect(Date.now() - Date.parse(change.at)).toBeLessThan(60_000);
    expect(creation.before).toBeNull();
    // Filtered by who acted: the admin key's entries; a console account that did nothing has none.
    expect((await audit(`?actor=admin_api_key&targetId=${shop.id}`)).items).toHaveLength(2);
    const idle = await createConsoleUser(t.app, { role: 'operator' });
    expect((await audit(`?actor=${idle.id}`)).items).toEqual([]);
    const bad = await t.app.inject({ url: '/api/v1/admin/audit?actor=someone', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(json<ApiError>(bad).fields).toHaveProperty('actor');
    expect(creation.after).toMatchObject({ id: shop.id, name: 'Audited shop' });
  });

  it('never stores a secret: the new shop’s API key and webhook secret appear nowhere in the log', async () => {
    const shop = await createShop('Secretive');
    const { rows } = await t.db.query<{ row: string }>('SELECT row_to_json(a)::text AS row FROM audit_log a');
    const everything = rows.map((row) => row.row).join('\n');
    expect(everything).toContain(shop.id);
    expect(everything).not.toContain(shop.apiKey);
    expect(everything).not.toContain(shop.webhookSecret);
    // A caller that passes a secret by mistake still stores none: by field name and by shape.
    await t.db.transaction((tx) =>
      recordAudit(tx, {
        actor: { kind: 'admin_api_key' },
        requestId: null,
        action: 'shop.update',
        targetType: 'shop',
        targetId: shop.id,
        before: { apiKey: shop.apiKey, nested: { webhookSecret: 'anything' } },
        after: { note: `rotated to ${shop.webhookSecret}` },
      }),
    );
    const [entry] = (await audit(`?targetId=${shop.id}&limit=1`)).items;
    expect(entry!.before).toEqual({ apiKey: '[redacted]', nested: { webhookSecret: '[redacted]' } });
    expect(JSON.stringify(entry!.after)).not.toContain(shop.webhookSecret);
  });

  it('writes nothing for a change that failed', async () => {
    const before = (await audit('?limit=1')).items[0]!.id;
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/shops/00000000-0000-4000-8000-000000000000',
      headers: admin,
      payload: { feePercent: '1' },
    });
    expect(missing.statusCode).toBe(404);
    const invalid = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/meta/support_bot_url',
      headers: admin,
      payload: { value: 7 },
    });
    expect(invalid.statusCode).toBe(400);
    expect((await audit('?limit=1')).items[0]!.id).toBe(before);
  });

  it('is append-only: the database refuses to edit or delete a row', async () => {
    await createShop('Permanent');
    await expect(t.db.query("UPDATE audit_log SET action = 'shop.enable'")).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    await expect(t.db.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
  });

  it('lists newest first a page at a time, filtered by action and target', async () => {
    const shop = await createShop('Paged');
    for (const fee of ['1', '2', '3']) {
      await t.app.inject({
        method: 'PUT',
        url: `/api/v1/admin/shops/${shop.id}`,
        headers: admin,
        payload: { feePercent: fee },
      });
    }
    const first = await audit(`?targetId=${shop.id}&action=shop.update&limit=2`);
    expect(first.items.map((entry) => entry.after?.feePercent)).toEqual(['3.00', '2.00']);
    expect(first.nextCursor).not.toBeNull();
    const second = await audit(`?targetId=${shop.id}&action=shop.update&limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((entry) => entry.after?.feePercent)).toEqual(['1.00']);
    expect(second.nextCursor).toBeNull();

    // Newest first by number, not by text ("10" after "9"): the whole log, well past ten rows.
    for (let n = 0; n < 8; n += 1) {
      await t.app.inject({
        method: 'PUT',
        url: '/api/v1/admin/meta/paging_test',
        headers: admin,
        payload: { value: String(n) },
      });
    }
    const ids = (await audit('?limit=100')).items.map((entry) => Number(entry.id));
    expect(ids.length).toBeGreaterThan(10);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/audit?action=shop.explode',
      headers: admin,
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as ApiError).code).toBe('validation_failed');
  });

  it('names the console account when an operator acts through the console; other roles are refused', async () => {
    // Signed in with TOTP: the admin API takes no operator session without it (console-totp.test.ts).
    const operator = await operatorCookie(t.app);
    const { cookie } = operator;
    const shop = await createShop('Console edited');
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/shops/${shop.id}`,
      headers: fromConsole(cookie),
      payload: { collectCustomerReceipts: true },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [entry] = (await audit(`?targetId=${shop.id}&limit=1`, fromConsole(cookie))).items;
    expect(entry!.actor).toEqual({ kind: 'console_user', userId: operator.id, login: operator.login });
    expect(entry!.before).toMatchObject({ collectCustomerReceipts: false });
    expect(entry!.after).toMatchObject({ collectCustomerReceipts: true });

    // Without this site's Origin a cookie-borne change is refused (CSRF), and nothing is logged.
    const forged = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/shops/${shop.id}`,
      headers: fromConsole(cookie, null),
      payload: { feePercent: '9' },
    });
    expect(forged.statusCode).toBe(403);
    expect((forged.json() as ApiError).code).toBe('csrf_failed');

    const shopUser = await consoleCookie(t.app, { role: 'shop', shopId: shop.id });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/audit',
      headers: fromConsole(shopUser),
    });
    expect(refused.statusCode).toBe(403);
    expect((refused.json() as ApiError).code).toBe('forbidden');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/admin/audit' });
    expect(anonymous.statusCode).toBe(401);
    expect((await audit(`?targetId=${shop.id}&action=shop.update`)).items).toHaveLength(1);
  });

  it('records deposits, traders, methods, branding, meta and console accounts', async () => {
    const trader = json<{ id: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/traders',
        headers: admin,
        payload: { name: 'T' },
      }),
    );
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/traders/${trader.id}`,
      headers: admin,
      payload: { commissionPercent: '1.5' },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/traders/${trader.id}/deposits`,
      headers: admin,
      payload: { amount: '100.00', currency: 'RUB', note: 'first' },
    });
    const traderLog = (await audit(`?targetId=${trader.id}`)).items;
    expect(traderLog.map((entry) => entry.action)).toEqual([
      'trader.deposit',
      'trader.update',
      'trader.create',
    ]);
    expect(traderLog[0]!.after).toMatchObject({ amount: '100.00', currency: 'RUB', note: 'first' });
    expect(traderLog[1]!.before).toMatchObject({ commissionPercent: '0.00' });
    expect(traderLog[1]!.after).toMatchObject({ commissionPercent: '1.50' });

    const branding = { theme: 'sci', logo: '/logo.svg', title: 'Pay', copyright: '© Us', loader: '' };
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/sci-domains/Pay.Example',
      headers: admin,
      payload: branding,
    });
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/sci-domains/pay.example',
      headers: admin,
      payload: { ...branding, title: 'Pay 2' },
    });
    const domainLog = (await audit('?targetId=pay.example')).items;
    expect(domainLog.map((entry) => [entry.before?.title ?? null, entry.after?.title])).toEqual([
      ['Pay', 'Pay 2'],
      [null, 'Pay'],
    ]);

    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/meta/support_bot_url',
      headers: admin,
      payload: { value: 'https://t.me/a' },
    });
    const [meta] = (await audit('?action=meta.update&limit=1')).items;
    expect(meta).toMatchObject({
      targetType: 'meta',
      targetId: 'support_bot_url',
      after: { value: 'https://t.me/a' },
    });

    const user = await createConsoleUser(t.app, { role: 'trader', traderId: trader.id });
    const [account] = (await audit(`?targetId=${user.id}`)).items;
    expect(account).toMatchObject({
      action: 'console_user.create',
      after: { login: user.login, role: 'trader' },
    });
    expect(JSON.stringify(account)).not.toContain(user.password);
  });
});
