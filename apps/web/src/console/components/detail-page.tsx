import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DetailPageProps {
  title: string;
  /** Beside the title (a status badge). */
  badge?: ReactNode;
  /** The line under the title (id, dates). */
  meta: ReactNode;
  onBack: () => void;
  children: ReactNode;
}

/** The opened item of a MasterDetail: "Back", its title with a badge, a meta line, then its panels. */
export function DetailPage({ title, badge, meta, onBack, children }: DetailPageProps) {
  const { t } = useTranslation('console');
  const titleId = useId();
  return (
    <article className="detail page" aria-labelledby={titleId}>
      <button type="button" className="btn btn--ghost" onClick={onBack}>
        {t('actions.back')}
      </button>
      <header className="detail__head">
        <h2 className="page-title" id={titleId}>
          {title}
        </h2>
        {badge}
      </header>
      <p className="rows__meta">{meta}</p>
      {children}
    </article>
  );
}
