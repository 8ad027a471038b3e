import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isSignedBy, readForwardedPost, smsOfSmsForwarderContent, timeOfStamp } from './forwarders.ts';

describe('SmsForwarder content', () => {
  it('its default template gives the SMS, several lines and Cyrillic intact', () => {
    const content = 'VM-HDFCBK\nRs.500 credited\nto a/c XX1234\nSIM2_Jio\nSubId：3\n2026-11-29 08:10:00';
    expect(smsOfSmsForwarderContent(content, 'VM-HDFCBK')).toEqual({
      from: 'VM-HDFCBK',
      text: 'Rs.500 credited\nto a/c XX1234',
    });
    expect(
      smsOfSmsForwarderContent('900\nПеревод 5000р\nSIM1\nSubId：1\n2026-11-29 08:10:00\nPixel', undefined),
    ).toEqual({
      from: '900',
      text: 'Перевод 5000р',
    });
  });

  it('a bare SMS ([org_content]) is kept whole; a template whose first line is not the sender too', () => {
    expect(smsOfSmsForwarderContent('Перевод 5000р', '900')).toEqual({ from: '900', text: 'Перевод 5000р' });
    const other = 'Hello\nthere\nSIM1\nSubId：1\n2026-11-29 08:10:00';
    expect(smsOfSmsForwarderContent(other, '900').text).toBe(other);
  });
});

describe('stamps', () => {
  it('epoch seconds, milliseconds (numbers or strings) and ISO read as the same moment', () => {
    const at = Date.parse('2026-11-29T08:10:00Z');
    for (const stamp of [at / 1000, String(at / 1000), at, String(at), '2026-11-29T11:10:00+03:00'])
      expect(timeOfStamp(stamp).getTime()).toBe(at);
  });
});

describe('bodies', () => {
  it('SMS Gateway for Android: sms:received is a message, anything else a heartbeat', () => {
    const envelope = { id: 'e', webhookId: 'w', deviceId: 'd' };
    expect(
      readForwardedPost(
        {
          ...envelope,
          event: 'sms:received',
          payload: {
            message: 'नमस्ते',
            sender: 'AX-SBIINB-S',
            messageId: 'm1',
            receivedAt: '2026-11-29T08:10:00.000+05:30',
            simNumber: 2,
          },
        },
        {},
      ),
    ).toEqual({
      message: {
        from: 'AX-SBIINB-S',
        text: 'नमस्ते',
        messageId: 'm1',
        receivedAt: '2026-11-29T08:10:00.000+05:30',
        sim: '2',
        app: 'SMS Gateway for Android',
      },
    });
    expect(readForwardedPost({ ...envelope, event: 'system:ping', payload: { health: {} } }, {})).toEqual({
      heartbeat: 'system:ping',
    });
  });

  it('our own body is left as it is', () => {
    expect(readForwardedPost({ from: '900', text: 'x' }, {})).toEqual({
      message: { from: '900', text: 'x' },
    });
  });
});

describe('signatures', () => {
  const key = 'device_secret';
  const now = Date.parse('2026-11-29T08:10:00Z');
  it('X-Signature over the raw body and X-Timestamp; a changed body or an old time fails', () => {
    const body = '{"a":1}';
    const ts = String(now / 1000);
    const sig = crypto
      .createHmac('sha256', key)
      .update(body + ts)
      .digest('hex');
    const post = (rawBody: string, timestamp = ts) => ({
      headers: { 'x-signature': sig, 'x-timestamp': timestamp },
      rawBody,
      fields: {},
    });
    expect(isSignedBy(key, post(body), now)).toBe(true);
    expect(isSignedBy(key, post('{"a":2}'), now)).toBe(false);
    expect(isSignedBy(key, post(body), now + 2 * 3600_000)).toBe(false);
  });

  it('sign of "timestamp\\nkey", URL-encoded once or twice, or not at all', () => {
    const sign = crypto.createHmac('sha256', key).update(`${now}\n${key}`).digest('base64');
    for (const value of [sign, encodeURIComponent(sign), encodeURIComponent(encodeURIComponent(sign))])
      expect(
        isSignedBy(key, { headers: {}, rawBody: '', fields: { timestamp: String(now), sign: value } }, now),
      ).toBe(true);
    expect(
      isSignedBy('device_other', { headers: {}, rawBody: '', fields: { timestamp: String(now), sign } }, now),
    ).toBe(false);
  });
});
