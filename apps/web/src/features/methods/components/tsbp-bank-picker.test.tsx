import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TsbpBankPicker } from './tsbp-bank-picker.tsx';

describe('TsbpBankPicker (docs/product/payment-page.md §2)', () => {
  it('offers Sberbank and Tinkoff; choosing one submits at once, clicking it again clears it', async () => {
    const onPick = vi.fn();
    const user = userEvent.setup();
    render(<TsbpBankPicker isDisabled={false} onPick={onPick} />);
    const sberbank = screen.getByRole('button', { name: 'Sberbank' });
    expect(screen.getByRole('button', { name: 'T-Bank' }).getAttribute('aria-pressed')).toBe('false');

    await user.click(sberbank);
    expect(onPick).toHaveBeenCalledExactlyOnceWith('sberbank');
    expect(sberbank.getAttribute('aria-pressed')).toBe('true');

    await user.click(sberbank);
    expect(sberbank.getAttribute('aria-pressed')).toBe('false');
    expect(onPick).toHaveBeenCalledTimes(1);
  });
});
