import {
  BRANDING_PREVIEW_MESSAGE,
  BRANDING_PREVIEW_PATH,
  BRANDING_PREVIEW_READY_MESSAGE,
  ZSciDomain,
  ZTheme,
  type MetaEntry,
} from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/field.tsx';
import { LoadState } from '../../../components/load-state.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { announce } from '../../../lib/announce.ts';
import { schemaErrors, useFormCheck } from '../../../lib/use-form-check.ts';
import {
  metaQuery,
  sciDomainsQuery,
  useSaveBranding,
  useSaveMeta,
  type HostBranding,
} from '../api/branding.ts';

const TEXT_FIELDS = ['title', 'logo', 'copyright', 'loader'] as const;

/**
 * Branding per payment host, with the real payment page beside the form showing the unsaved draft
 * (BRANDING_PREVIEW_PATH, framed from this origin, fed by postMessage); and the meta values.
 */
export function BrandingPage() {
  const { t } = useTranslation('console');
  const domains = useQuery(sciDomainsQuery);
  const [host, setHost] = useState<string | null>(null);
  const current = domains.data?.find((domain) => domain.host === host) ?? domains.data?.[0] ?? null;
  return (
    <div className="page">
      <h1 className="page-title">{t('branding.title')}</h1>
      <LoadState isPending={domains.isPending} isError={domains.isError} empty={null} />
      {domains.data && domains.data.length > 0 ? (
        <SelectField
          label={t('branding.host')}
          value={current?.host ?? ''}
          onChange={setHost}
          options={domains.data.map(({ host }) => ({
            value: host,
            label: host === '*' ? t('branding.default_host') : host,
          }))}
        />
      ) : null}
      {current ? <BrandingEditor key={current.host} saved={current} /> : null}
      <MetaEditor />
    </div>
  );
}

function BrandingEditor({ saved }: { saved: HostBranding }) {
  const { t } = useTranslation('console');
  const save = useSaveBranding();
  const [draft, setDraft] = useState<HostBranding>(saved);
  const frame = useRef<HTMLIFrameElement>(null);
  const isChanged = JSON.stringify(draft) !== JSON.stringify(saved);
  const form = useFormCheck(save.error);

  // Every edit goes to the preview at once; the preview asks again when it (re)loads.
  useEffect(() => {
    const post = () => {
      const { host: _host, ...branding } = draft;
      frame.current?.contentWindow?.postMessage(
        { type: BRANDING_PREVIEW_MESSAGE, branding },
        window.location.origin,
      );
    };
    post();
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown } | null;
      if (
        event.origin === window.location.origin &&
        event.source === frame.current?.contentWindow &&
        data?.type === BRANDING_PREVIEW_READY_MESSAGE
      )
        post();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [draft]);

  return (
    <div className="branding">
      <form
        className="form panel"
        aria-labelledby="branding-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const { host: _host, ...branding } = draft;
          if (!form.check(schemaErrors(ZSciDomain, branding))) return;
          save.mutate(draft, { onSuccess: () => announce(t('branding.saved')) });
        }}
      >
        <h2 className="panel__title" id="branding-form">
          {saved.host === '*' ? t('branding.default_host') : saved.host}
        </h2>
        <SelectField
          label={t('branding.theme')}
          value={draft.theme}
          onChange={(theme) => setDraft({ ...draft, theme })}
          options={ZTheme.options.map((theme) => ({ value: theme, label: theme }))}
        />
        {TEXT_FIELDS.map((field) => (
          <Field
            label={t(field === 'title' ? 'branding.title_field' : `branding.${field}`)}
            key={field}
            error={form.errorOf(field)}
          >
            <input
              className="field__input"
              value={draft[field]}
              maxLength={field === 'logo' || field === 'loader' ? 2048 : 256}
              onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
            />
          </Field>
        ))}
        {isChanged ? <p className="rows__meta">{t('branding.unsaved')}</p> : null}
        {save.isError && !form.hasErrors ? (
          <p className="alert alert--danger">{t('errors.action_failed')}</p>
        ) : null}
        <div className="detail__actions">
          <button type="submit" className="btn btn--primary" disabled={!isChanged || save.isPending}>
            {t('actions.save')}
          </button>
          <button
            type="button"
            className="btn btn--ghost"
            disabled={!isChanged}
            onClick={() => setDraft(saved)}
          >
            {t('branding.discard')}
          </button>
        </div>
      </form>
      <section className="panel branding__preview" aria-labelledby="branding-preview">
        <h2 className="panel__title" id="branding-preview">
          {t('branding.preview')}
        </h2>
        <iframe
          ref={frame}
          className="branding__frame"
          src={BRANDING_PREVIEW_PATH}
          title={t('branding.preview_frame')}
          sandbox="allow-scripts allow-same-origin"
        />
      </section>
    </div>
  );
}

function MetaEditor() {
  const { t } = useTranslation('console');
  const meta = useQuery(metaQuery);
  const save = useSaveMeta();
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [newEntry, setNewEntry] = useState<MetaEntry>({ key: '', value: '' });
  const submit = (entry: MetaEntry) =>
    save.mutate(entry, {
      onSuccess: () => {
        announce(t('branding.meta_saved'));
        setDraft(({ [entry.key]: _saved, ...rest }) => rest);
      },
    });
  return (
    <section className="panel" aria-labelledby="meta-title">
      <h2 className="panel__title" id="meta-title">
        {t('branding.meta')}
      </h2>
      <p className="rows__meta">{t('branding.meta_hint')}</p>
      {meta.isError ? <p className="alert">{t('errors.load_failed')}</p> : null}
      {save.isError ? <p className="alert alert--danger">{t('errors.action_failed')}</p> : null}
      <ul className="rows">
        {meta.data?.map((entry) => (
          <li className="rows__item" key={entry.key}>
            <form
              className="meta-row"
              onSubmit={(event) => {
                event.preventDefault();
                submit({ key: entry.key, value: draft[entry.key] ?? entry.value });
              }}
            >
              <TextField
                label={<code>{entry.key}</code>}
                value={draft[entry.key] ?? entry.value}
                maxLength={2048}
                onChange={(value) => setDraft({ ...draft, [entry.key]: value })}
              />
              <button
                type="submit"
                className="btn"
                disabled={draft[entry.key] === undefined || save.isPending}
              >
                {t('actions.save')}
              </button>
            </form>
          </li>
        ))}
      </ul>
      <form
        className="meta-row"
        onSubmit={(event) => {
          event.preventDefault();
          submit({ key: newEntry.key.trim(), value: newEntry.value });
          setNewEntry({ key: '', value: '' });
        }}
      >
        <TextField
          label={t('branding.meta_key')}
          value={newEntry.key}
          maxLength={64}
          required
          onChange={(value) => setNewEntry({ ...newEntry, key: value })}
        />
        <TextField
          label={t('branding.meta_value')}
          value={newEntry.value}
          maxLength={2048}
          onChange={(value) => setNewEntry({ ...newEntry, value })}
        />
        <button type="submit" className="btn" disabled={save.isPending}>
          {t('branding.meta_add')}
        </button>
      </form>
    </section>
  );
}

export default BrandingPage;
