import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import commonRu from '#locales/ru/common.json';
import { I18nProvider, PageI18n } from '#page/lib/page-i18n.tsx';
import { MethodCard } from './method-card.tsx';

describe('MethodCard in Russian', () => {
  it('names "any bank" and the bank in Russian, not as the catalogue stores them', () => {
    const i18n = new PageI18n({ ru: commonRu }, 'ru');
    render(
      <I18nProvider i18n={i18n}>
        <ul>
          {(
            [
              ['any_bank', 'Any bank'],
              ['sberbank', 'Sberbank'],
            ] as const
          ).map(([bank, bankName]) => (
            <MethodCard
              key={bank}
              option={{
                key: bank,
                paymentType: 'card2card',
                paymentTypeName: 'Card to card',
                bank,
                bankName,
              }}
              isDisabled={false}
              onSelect={() => {}}
            />
          ))}
        </ul>
      </I18nProvider>,
    );
    const type = commonRu.payment_types.card2card;
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      `${type} · Любой банк`,
      `${type} · Сбербанк`,
    ]);
  });
});
