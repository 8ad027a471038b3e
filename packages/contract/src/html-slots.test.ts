import { describe, expect, it } from 'vitest';
import { HTML_SLOTS, fillHtmlSlots, misplacedHtmlSlots } from './html-slots.ts';

const template = `<html lang="${HTML_SLOTS.lang}" data-theme="${HTML_SLOTS.theme}"><head><title>${HTML_SLOTS.title}</title></head><body>${HTML_SLOTS.root}${HTML_SLOTS.data}</body></html>`;

describe('the HTML template slots', () => {
  it('fills every slot with its value, and a slot given none with its default', () => {
    expect(fillHtmlSlots(template, { lang: 'en', title: 'Pay', root: '<div id="root">x</div>' })).toBe(
      '<html lang="en" data-theme="light"><head><title>Pay</title></head><body><div id="root">x</div></body></html>',
    );
  });

  it('takes values literally: no replacement patterns, no slots inside a value', () => {
    const html = fillHtmlSlots(template, { title: "$& $' $1", root: '', data: HTML_SLOTS.lang });
    expect(html).toContain("<title>$& $' $1</title>");
    expect(html).toContain(`<body>${HTML_SLOTS.lang}</body>`);
  });

  it('names the slots a template lacks or holds twice', () => {
    expect(misplacedHtmlSlots(template, ['lang', 'root'])).toEqual([]);
    expect(misplacedHtmlSlots(`${template}${HTML_SLOTS.root}`, ['lang', 'root'])).toEqual(['root']);
    expect(misplacedHtmlSlots('<html></html>', ['data'])).toEqual(['data']);
  });
});
