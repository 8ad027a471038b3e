import { WEBHOOK_SECRET_GRACE_MAX_HOURS } from '@payorder/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import commonEn from '#locales/en/common.json';
import consoleEn from '#locales/en/console.json';
import { KeyRotation } from './key-rotation.tsx';

const idle = { isPending: false, isError: false, error: null, reset: () => {} };

/** The rotation as a screen composes it, each rotation answering at once (the keys numbered). */
function renderRotation() {
  const onRotateSecret = vi.fn((_hours: number, reveal: (secret: string) => void) => reveal('whsec_new_1'));
  let keys = 0;
  render(
    <KeyRotation
      rotateKey={idle}
      rotateSecret={idle}
      onRotateKey={(reveal) => reveal(`shop_new_${++keys}`)}
      onRotateSecret={onRotateSecret}
      newKeyLabel="New API key"
      newSecretLabel="New webhook secret"
    >
      {(ask) => (
        <>
          <button type="button" onClick={() => ask('key')}>
            {consoleEn.keys.rotate_api_key}
          </button>
          <button type="button" onClick={() => ask('secret')}>
            {consoleEn.keys.rotate_webhook_secret}
          </button>
        </>
      )}
    </KeyRotation>,
  );
  return { onRotateSecret };
}

const rotate = (which: string, change?: (dialog: HTMLElement) => void) => {
  fireEvent.click(screen.getByRole('button', { name: which }));
  const dialog = screen.getByRole('dialog', { name: which });
  change?.(dialog);
  fireEvent.click(within(dialog).getByRole('button', { name: consoleEn.keys.rotate }));
  return dialog;
};
const shown = (label: string) => screen.queryByRole('alert', { name: label });

describe('key rotation: each new key or secret shown once, until its own acknowledgement', () => {
  it('a key and then a secret rotated both stay; acknowledging the key leaves the secret; a second key replaces the first', () => {
    renderRotation();
    rotate(consoleEn.keys.rotate_api_key);
    rotate(consoleEn.keys.rotate_webhook_secret);
    expect(within(shown('New API key')!).getByText('shop_new_1')).toBeTruthy();
    expect(within(shown('New webhook secret')!).getByText('whsec_new_1')).toBeTruthy();

    rotate(consoleEn.keys.rotate_api_key);
    expect(screen.queryByText('shop_new_1')).toBeNull();
    expect(within(shown('New API key')!).getByText('shop_new_2')).toBeTruthy();

    fireEvent.click(within(shown('New API key')!).getByRole('button', { name: consoleEn.secrets.done }));
    expect(shown('New API key')).toBeNull();
    expect(within(shown('New webhook secret')!).getByText('whsec_new_1')).toBeTruthy();
  });

  it('grace hours beyond the longest allowed are said next to the field, and nothing is rotated', () => {
    const { onRotateSecret } = renderRotation();
    const dialog = rotate(consoleEn.keys.rotate_webhook_secret, (open) => {
      const input = within(open).getByRole('spinbutton');
      fireEvent.change(input, { target: { value: String(WEBHOOK_SECRET_GRACE_MAX_HOURS + 1) } });
    });
    const input = within(dialog).getByRole('spinbutton');
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      commonEn.fieldError.too_large.replace('{{max}}', String(WEBHOOK_SECRET_GRACE_MAX_HOURS)),
    );
    expect(onRotateSecret).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: consoleEn.keys.rotate }));
    expect(onRotateSecret).toHaveBeenCalledWith(2, expect.any(Function));
  });
});
