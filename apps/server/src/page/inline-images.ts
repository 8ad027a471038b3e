import fs from 'node:fs';
import path from 'node:path';

/** The page's own small icons (a bank's logo, a payment type's, the brand's): 0.2–0.9 KB each. */
export const MAX_INLINE_IMAGE_BYTES = 2048;
/** At most this many paths remembered (a path comes from the drawn view: bank codes, the brand's logo). */
const MAX_REMEMBERED = 1000;

const IMAGE_SOURCE = /(<img\b[^>]*?\ssrc=")(\/[A-Za-z0-9_\-./]+\.svg)(")/g;
/** React's server render adds one of these for each image it draws (resource hints of React 19). */
const IMAGE_PRELOAD = /<link rel="preload" as="image" href="(\/[A-Za-z0-9_\-./]+\.svg)"\/>/g;

/**
 * Writes the small SVG images of a server-drawn view into it as data URLs (docs/performance.md): on
 * a slow network each one is otherwise a request of its own after the HTML, on a connection of its
 * own (two round trips each at 150 ms), and the view paints without its logos. Only files of the
 * build (`distDir`) up to MAX_INLINE_IMAGE_BYTES; any other image stays a link (a missing file then
 * fails as before and the page falls back, payment-page §2), and so does the preload React's render
 * adds for it. The page takes the view over as it is:
 * React does not rewrite an attribute while hydrating, and redraws an image only when its src changes.
 */
export function smallImageInliner(distDir: string): (html: string) => string {
  const root = path.resolve(distDir);
  const remembered = new Map<string, string | null>();
  const dataUrlOf = (src: string): string | null => {
    let dataUrl = remembered.get(src);
    if (dataUrl !== undefined) return dataUrl;
    dataUrl = null;
    const file = path.resolve(root, `.${src}`);
    if (file.startsWith(`${root}${path.sep}`)) {
      try {
        const stat = fs.statSync(file);
        if (stat.isFile() && stat.size <= MAX_INLINE_IMAGE_BYTES) {
          // Percent-encoded rather than base64: similar icons then share text, and a grid of 26 of
          // them costs 1.4 KB of compressed HTML instead of 2.2 KB.
          dataUrl = `data:image/svg+xml,${encodeURIComponent(fs.readFileSync(file, 'utf8'))}`;
        }
      } catch {
        // not a file of the build: left as a link
      }
    }
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(src, dataUrl);
    return dataUrl;
  };
  return (html) =>
    html
      .replace(IMAGE_SOURCE, (tag, before: string, src: string, after: string) => {
        const dataUrl = dataUrlOf(src);
        return dataUrl ? `${before}${dataUrl}${after}` : tag;
      })
      // The file of an image now inline is not to be fetched either (hydration does not read these).
      .replace(IMAGE_PRELOAD, (link, src: string) => (dataUrlOf(src) ? '' : link));
}
