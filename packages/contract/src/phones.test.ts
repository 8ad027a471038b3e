import { describe, expect, it } from 'vitest';
import { isLoopbackUrl, isOneTimeCodeMessage, maskOneTimeCodes } from './phones.ts';

describe('maskOneTimeCodes', () => {
  it('masks the digits of one-time codes in every language the rules read', () => {
    expect(maskOneTimeCodes('Никому не сообщайте код 482913 для входа в СберБанк Онлайн')).toBe(
      'Никому не сообщайте код •••••• для входа в СберБанк Онлайн',
    );
    expect(maskOneTimeCodes('Код підтвердження: 5521. Нікому не повідомляйте')).toBe(
      'Код підтвердження: ••••. Нікому не повідомляйте',
    );
    expect(maskOneTimeCodes('123456 is your OTP for txn of INR 500.00 at AMAZON. Do not share.')).toBe(
      '•••••• is your OTP for txn of INR 500.00 at AMAZON. Do not share.',
    );
    expect(maskOneTimeCodes('Doğrulama kodunuz 774411. Kimseyle paylaşmayın.')).toBe(
      'Doğrulama kodunuz ••••••. Kimseyle paylaşmayın.',
    );
    expect(maskOneTimeCodes('Kaspi.kz: құпия код 9087')).toBe('Kaspi.kz: құпия код ••••');
  });

  it('masks a password of letters and digits after its label', () => {
    expect(maskOneTimeCodes('Ваш временный пароль: Xk42pq9 для входа')).toBe(
      'Ваш временный пароль: ••••••• для входа',
    );
    expect(maskOneTimeCodes('Your password: ab12cd. Code 1234')).toBe('Your password: ••••••. Code ••••');
  });

  it('leaves a payment message as it is', () => {
    const credit = 'СЧЁТ2202 14:32 Перевод 1500р от Иван И. Баланс: 25000.50р';
    expect(isOneTimeCodeMessage(credit)).toBe(false);
    expect(maskOneTimeCodes(credit)).toBe(credit);
    // `code` inside another word is no code.
    expect(maskOneTimeCodes('Barcode scan 123456 done')).toBe('Barcode scan 123456 done');
  });
});

describe('isLoopbackUrl', () => {
  it('tells this computer from a server a phone can reach', () => {
    expect(isLoopbackUrl('http://127.0.0.1:3000/api/v1/ingest/bank-notifications')).toBe(true);
    expect(isLoopbackUrl('http://localhost:3000/x')).toBe(true);
    expect(isLoopbackUrl('http://[::1]:3000/x')).toBe(true);
    expect(isLoopbackUrl('https://pay.example.com/api')).toBe(false);
    expect(isLoopbackUrl('http://192.168.1.20:3000/api')).toBe(false);
    expect(isLoopbackUrl('not a url')).toBe(false);
  });
});
