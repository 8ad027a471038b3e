import { FALLBACK_LANGUAGE } from './constants.ts';
import { toBcp47 } from './languages.ts';

/*
 * The slots of the page's HTML templates (apps/web index.html and console.html) that the server fills
 * for each answer (apps/server page/web.ts) and the dev server fills with defaults (apps/web
 * vite.config.ts). Each is an HTML comment, found and replaced as an exact string: no pattern reads
 * the template (docs/decisions/008-server-drawn-first-view.md). No zod here: the build config imports it.
 */
export const HTML_SLOTS = {
  /** `<html lang="…">`: the BCP 47 tag of the language the first view is drawn in. */
  lang: '<!--app-lang-->',
  /** `<html data-theme="…">`: the payment domain's theme. */
  theme: '<!--app-theme-->',
  /** `<title>…</title>`: the payment domain's title, HTML-escaped. */
  title: '<!--app-title-->',
  /** In `<body>`: the `<div id="root">`, with the server-drawn first view inside when there is one. */
  root: '<!--app-root-->',
  /** After the root, before the entry script: preloads, the runtime configuration, the first view's data. */
  data: '<!--app-data-->',
} as const;
export type HtmlSlot = keyof typeof HTML_SLOTS;

/** What a template is filled with when nothing is known (the dev server; a page not drawn). */
export const HTML_SLOT_DEFAULTS = {
  lang: toBcp47(FALLBACK_LANGUAGE),
  theme: 'light',
  title: 'Payorder',
  root: '<div id="root"></div>',
  data: '',
} as const satisfies Record<HtmlSlot, string>;

/** The slots of `required` the template lacks, or holds more than once. */
export function misplacedHtmlSlots(template: string, required: readonly HtmlSlot[]): HtmlSlot[] {
  return required.filter((slot) => template.split(HTML_SLOTS[slot]).length !== 2);
}

/**
 * The template with each slot it holds replaced by its value (already HTML: the caller escapes), by
 * exact string substitution. A slot given no value gets its default.
 */
export function fillHtmlSlots(template: string, values: Partial<Record<HtmlSlot, string>>): string {
  const slots = Object.keys(HTML_SLOTS) as HtmlSlot[];
  // One pass from left to right: a value is never searched for slots itself.
  let html = '';
  let from = 0;
  for (;;) {
    const next = slots
      .map((slot) => ({ slot, at: template.indexOf(HTML_SLOTS[slot], from) }))
      .filter(({ at }) => at >= 0)
      .sort((a, b) => a.at - b.at)[0];
    if (!next) return html + template.slice(from);
    html += template.slice(from, next.at) + (values[next.slot] ?? HTML_SLOT_DEFAULTS[next.slot]);
    from = next.at + HTML_SLOTS[next.slot].length;
  }
}
