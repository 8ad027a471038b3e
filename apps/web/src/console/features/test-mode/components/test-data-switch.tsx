import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { announce } from '#console/lib/announce.ts';
import { isMeQuery } from '#console/lib/query-keys.ts';
import { setShopMode, useShopMode } from '#console/lib/shop-mode.ts';

/**
 * The shop's "Test data" switch in the header: on, every screen shows the shop's test orders and
 * callbacks (made with its test API key) and the header says so; off, its live ones. Every cached
 * answer is dropped on a change, so no screen shows the other mode's data.
 */
export function TestDataSwitch() {
  const { t } = useTranslation('console');
  const queryClient = useQueryClient();
  const isTest = useShopMode() === 'test';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={isTest}
      className={isTest ? 'switch is-on switch--test' : 'switch'}
      onClick={() => {
        const next = !isTest;
        setShopMode(next ? 'test' : 'live');
        void queryClient.resetQueries({ predicate: (query) => !isMeQuery(query) });
        announce(next ? t('test_mode.now_test') : t('test_mode.now_live'));
      }}
    >
      <span className="switch__track" aria-hidden="true">
        <span className="switch__thumb" />
      </span>
      <span>{t('test_mode.switch')}</span>
    </button>
  );
}
