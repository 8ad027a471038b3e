import {
  BRANDING_PREVIEW_MESSAGE,
  BRANDING_PREVIEW_PATH,
  BRANDING_PREVIEW_READY_MESSAGE,
  BRANDING_PREVIEW_STEPS,
  ZSciDomain,
  ZTheme,
  type BrandingPreviewStep,
  type MetaEntry,
} from '@payorder/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#console/components/confirm-dialog.tsx';
import { Field } from '#console/components/field.tsx';
import { LoadState } from '#console/components/load-state.tsx';
import { SelectField } from '#console/components/select-field.tsx';
import { TextField } from '#console/components/text-field.tsx';
import { notify } from '#console/lib/announce.ts';
import { schemaErrors, useFormCheck } from '#console/lib/use-form-check.ts';
import {
  metaQuery,
  sciDomainsQuery,
  useRemoveBranding,
  useSaveBranding,
  useSaveMeta,
  type HostBranding,
} from '../api/branding.ts';

const TEXT_FIELDS = ['title', 'logo', 'copyright', 'loader'] as const;
const DEFAULT_HOST = '*';
/** A host as a browser sends it: a domain name (or an address), with a port at most. */
const HOST_PATTERN =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/;

/**
 * Branding per payment host, with the real payment page beside the form showing the unsaved draft
 * (BRANDING_PREVIEW_PATH, framed from this origin, fed by postMessage); and the meta values.
 */
export function BrandingPage() {
  const { t } = useTranslation('console');
  const domains = useQuery(sciDomainsQuery);
  const [host, setHost] = useState<string | null>(null);
  const current = domains.data?.find((domain) => domain.host === host) ?? domains.data?.[0] ?? null;
  const fallback = domains.data?.find((domain) => domain.host === DEFAULT_HOST) ?? null;
  return (
    <div className="page">
      <h1 className="page-title">{t('branding.title')}</h1>
      <LoadState isPending={domains.isPending} isError={domains.isError} empty={null} />
      {domains.data && domains.data.length > 0 ? (
        <div className="branding__hosts">
          <SelectField
            label={t('branding.host')}
            value={current?.host ?? ''}
            onChange={setHost}
            options={domains.data.map(({ host }) => ({
              value: host,
              label: host === DEFAULT_HOST ? t('branding.default_host') : host,
            }))}
          />
          {current && current.host !== DEFAULT_HOST ? (
            <RemoveHost host={current.host} onRemoved={() => setHost(null)} />
          ) : null}
        </div>
      ) : null}
      {fallback ? (
        <AddHost hosts={domains.data!.map((domain) => domain.host)} template={fallback} onAdded={setHost} />
      ) : null}
      {current ? <BrandingEditor key={current.host} saved={current} /> : null}
      <MetaEditor />
    </div>
  );
}

/** A new payment domain, starting from the default branding; chosen for editing once added. */
function AddHost({
  hosts,
  template,
  onAdded,
}: {
  hosts: readonly string[];
  template: HostBranding;
  onAdded: (host: string) => void;
}) {
  const { t } = useTranslation('console');
  const save = useSaveBranding();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = useId();
  const shown = problem ?? (save.isError ? t('errors.action_failed') : null);
  return (
    <form
      className="meta-row branding__add"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const host = text.trim().toLowerCase();
        if (!HOST_PATTERN.test(host)) return setProblem(t('branding.host_invalid'));
        if (hosts.includes(host)) return setProblem(t('branding.host_exists'));
        setProblem(null);
        save.mutate(
          { ...template, host },
          {
            onSuccess: () => {
              setText('');
              notify(t('branding.host_added', { host }));
              onAdded(host);
            },
          },
        );
      }}
    >
      <Field
        label={t('branding.new_host')}
        hint={shown ? undefined : t('branding.new_host_hint')}
        error={shown ?? undefined}
        errorId={errorId}
      >
        <input
          className="field__input"
          value={text}
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          maxLength={253}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
        />
      </Field>
      <button type="submit" className="btn" disabled={save.isPending}>
        {t('branding.add_host')}
      </button>
    </form>
  );
}

/** Removes a domain's own branding after asking; its customers then see the default. */
function RemoveHost({ host, onRemoved }: { host: string; onRemoved: () => void }) {
  const { t } = useTranslation('console');
  const remove = useRemoveBranding();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn--ghost" onClick={() => setIsOpen(true)}>
        {t('branding.remove_host')}
      </button>
      <ConfirmDialog
        open={isOpen}
        danger
        title={t('branding.remove_title', { host })}
        confirmLabel={t('branding.remove_host')}
        pending={remove.isPending}
        error={remove.isError ? t('errors.action_failed') : null}
        onConfirm={() =>
          remove.mutate(host, {
            onSuccess: () => {
              setIsOpen(false);
              notify(t('branding.host_removed', { host }));
              onRemoved();
            },
          })
        }
        onClose={() => {
          setIsOpen(false);
          remove.reset();
        }}
      >
        <p>{t('branding.remove_hint')}</p>
      </ConfirmDialog>
    </>
  );
}

function BrandingEditor({ saved }: { saved: HostBranding }) {
  const { t } = useTranslation('console');
  const save = useSaveBranding();
  const [draft, setDraft] = useState<HostBranding>(saved);
  const isChanged = JSON.stringify(draft) !== JSON.stringify(saved);
  const form = useFormCheck(save.error);

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
          save.mutate(draft, { onSuccess: () => notify(t('branding.saved')) });
        }}
      >
        <h2 className="panel__title" id="branding-form">
          {saved.host === '*' ? t('branding.default_host') : saved.host}
        </h2>
        <fieldset className="choices">
          <legend className="field__label">{t('branding.theme')}</legend>
          {ZTheme.options.map((theme) => (
            <label className="choice theme-choice" key={theme}>
              <input
                type="radio"
                name={`theme-${saved.host}`}
                value={theme}
                checked={draft.theme === theme}
                onChange={() => setDraft({ ...draft, theme })}
              />
              <span className="theme-swatch" data-theme={theme} aria-hidden="true">
                <span className="theme-swatch__surface" />
                <span className="theme-swatch__primary" />
                <span className="theme-swatch__text" />
              </span>
              <span>{t(`branding.themes.${theme}`)}</span>
            </label>
          ))}
        </fieldset>
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
      <BrandingPreview draft={draft} />
    </div>
  );
}

/**
 * The real payment page, framed from this origin, showing the unsaved draft at the step chosen
 * (postMessage: every edit at once, and again whenever the preview (re)loads and says it is ready).
 */
function BrandingPreview({ draft }: { draft: HostBranding }) {
  const { t } = useTranslation('console');
  const [step, setStep] = useState<BrandingPreviewStep>('methods');
  const frame = useRef<HTMLIFrameElement>(null);

  // Every edit goes to the preview at once; the preview asks again when it (re)loads.
  useEffect(() => {
    const post = () => {
      const { host: _host, ...branding } = draft;
      frame.current?.contentWindow?.postMessage(
        { type: BRANDING_PREVIEW_MESSAGE, branding, step },
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
  }, [draft, step]);

  return (
    <section className="panel branding__preview" aria-labelledby="branding-preview">
      <h2 className="panel__title" id="branding-preview">
        {t('branding.preview')}
      </h2>
      <SelectField
        label={t('branding.step')}
        value={step}
        onChange={setStep}
        options={BRANDING_PREVIEW_STEPS.map((value) => ({ value, label: t(`branding.steps.${value}`) }))}
      />
      <iframe
        ref={frame}
        className="branding__frame"
        src={BRANDING_PREVIEW_PATH}
        title={t('branding.preview_frame')}
        sandbox="allow-scripts allow-same-origin"
      />
    </section>
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
        notify(t('branding.meta_saved'));
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
