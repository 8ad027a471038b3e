import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import './i18n-for-tests.ts';

afterEach(() => cleanup());

// jsdom has <dialog> but not its modal API: open and close it the way a browser does.
if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
