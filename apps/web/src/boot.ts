import './app/styles.css';
import { holdEarlyTaps } from './lib/early-taps.ts';

/*
 * The page's entry. When the server has drawn the first view into the HTML (entry-server.tsx), the
 * browser paints that before any of the page's code runs: the code starts one frame later, and a
 * tap meanwhile is kept for it (lib/early-taps.ts). Otherwise it starts at once.
 */
let isStarted = false;
const start = () => {
  if (isStarted) return;
  isStarted = true;
  void import('./main.tsx');
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
