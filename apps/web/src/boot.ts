import './app/styles.css';
import { holdEarlyTaps } from './lib/early-taps.ts';

/*
 * The page's entry, which the server writes into the HTML (inlined, allowed by its hash in the CSP):
 * no request for it, and nothing else asked for before the first paint either. The HTML carries the
 * page's code and language file as links in an inert <template> (`CODE_TEMPLATE_ELEMENT_ID` in the
 * contract, `data-entry` naming the page's code, main.tsx). When the server has drawn the first view
 * (entry-server.tsx), the browser paints it before any of that is asked for: one frame later this
 * moves the links into the document (all of them download at once) and imports the page's code; a
 * tap meanwhile is kept for it (lib/early-taps.ts). Otherwise it starts at once.
 *
 * The import names its module only at run time, so the build gives this entry no code of the app's
 * (the build fails otherwise, scripts/vite-plugin-preloads.ts).
 */
const CODE_TEMPLATE_ELEMENT_ID = 'page-code';
/** The Vite dev server serves the page's code from its source, and no server writes the template. */
const DEV_ENTRY = '/src/main.tsx';

let isStarted = false;
const start = () => {
  if (isStarted) return;
  isStarted = true;
  const code = document.getElementById(CODE_TEMPLATE_ELEMENT_ID) as HTMLTemplateElement | null;
  if (code) document.head.append(code.content);
  void import(/* @vite-ignore */ code?.dataset.entry ?? DEV_ENTRY);
};
const root = document.getElementById('root');
if (root?.hasChildNodes()) {
  holdEarlyTaps(root);
  requestAnimationFrame(() => setTimeout(start, 0));
  // A tab opened in the background paints (and runs frames) only when shown: start anyway.
  setTimeout(start, 500);
} else {
  start();
}
