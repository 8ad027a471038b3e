import { COPYRIGHT_START_YEAR } from '@payorder/contract';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from '../lib/page-i18n.tsx';
import { useSciDomain } from '../features/reference/api/get-sci-domain.ts';
import { ErrorBoundary } from './error-boundary.tsx';
import { ErrorFallback } from './error-fallback.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

const DEFAULT_BRAND = {
  theme: 'light',
  logo: '/brand/payorder-logo.svg',
  title: 'Payorder',
  copyright: 'Payorder',
} as const;

/**
 * docs/product/payment-page.md §2 shared layout: language switcher, theme logo, page title, the route, the copyright line.
 * Nothing is rendered while the domain settings load; if they fail, the default brand is used.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const sciDomain = useSciDomain();
  const brand = sciDomain.data ?? DEFAULT_BRAND;

  useEffect(() => {
    document.documentElement.dataset.theme = brand.theme;
  }, [brand.theme]);
  useEffect(() => {
    if (brand.title) document.title = brand.title;
  }, [brand.title]);

  if (sciDomain.isPending) return null;
  const year = new Date().getFullYear();
  return (
    <div className="layout">
      <header className="layout__header">
        <div className="brand">
          {brand.logo ? <img className="brand__logo" src={brand.logo} alt="" width={36} height={36} /> : null}
          <span className="brand__title">{brand.title}</span>
        </div>
        <LanguageSwitcher />
      </header>
      <main className="layout__main" id="main">
        <ErrorBoundary fallback={<ErrorFallback />}>
          <Suspense fallback={null}>{children}</Suspense>
        </ErrorBoundary>
      </main>
      <footer className="layout__footer">
        © {COPYRIGHT_START_YEAR === year ? year : `${COPYRIGHT_START_YEAR}–${year}`} {brand.copyright}.{' '}
        {t('layout.copyright_tagline')}
      </footer>
    </div>
  );
}
