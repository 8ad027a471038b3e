import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlyTaps } from './early-taps.ts';
import { releaseEarlyTaps } from './release-early-taps.ts';

/** A server-drawn view: a form with two buttons; what each tap did is recorded. */
function drawnView() {
  document.body.innerHTML =
    '<div id="root"><form><button type="button">Back</button><button type="submit">Sberbank</button></form></div>';
  const root = document.getElementById('root')!;
  const done: string[] = [];
  root
    .querySelectorAll('button')
    .forEach((button) => button.addEventListener('click', () => done.push(button.textContent!)));
  let submits = 0;
  root.querySelector('form')!.addEventListener('submit', (event) => {
    if (!event.defaultPrevented) submits++;
    event.preventDefault();
  });
  return {
    root,
    done,
    submits: () => submits,
    button: (name: string) =>
      root.querySelector(`button:nth-child(${name === 'Back' ? 1 : 2})`) as HTMLButtonElement,
  };
}

describe('taps made before the page runs (the entry holds them, the app releases them)', () => {
  afterEach(() => releaseEarlyTaps());

  it('are kept, the form not sent, and the last one tapped again when the app says it runs', () => {
    const view = drawnView();
    holdEarlyTaps(view.root);
    view.button('Back').click();
    view.button('Sberbank').click();
    expect(view.done).toEqual([]);
    expect(view.submits()).toBe(0);
    releaseEarlyTaps();
    expect(view.done).toEqual(['Sberbank']);
  });

  it('go through once released, and a second release taps nothing again', () => {
    const view = drawnView();
    holdEarlyTaps(view.root);
    view.button('Back').click();
    releaseEarlyTaps();
    releaseEarlyTaps();
    expect(view.done).toEqual(['Back']);
    view.button('Back').click();
    expect(view.done).toEqual(['Back', 'Back']);
  });

  it('do nothing when no button was tapped, or when the tapped one is disabled by then', () => {
    const view = drawnView();
    holdEarlyTaps(view.root);
    releaseEarlyTaps();
    expect(view.done).toEqual([]);
    const again = drawnView();
    holdEarlyTaps(again.root);
    again.button('Sberbank').click();
    again.button('Sberbank').disabled = true;
    releaseEarlyTaps();
    expect(again.done).toEqual([]);
  });
});
