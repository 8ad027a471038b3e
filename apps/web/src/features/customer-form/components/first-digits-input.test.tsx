import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FirstDigitsInput } from './first-digits-input.tsx';

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const setup = () => {
  const onChange = vi.fn();
  render(<FirstDigitsInput id="first" label="First 6 digits" onChange={onChange} />);
  return { onChange, user: userEvent.setup() };
};

describe('FirstDigitsInput (docs/product/payment-page.md §5 six single-character boxes)', () => {
  it('has six labelled boxes inside a named group', () => {
    setup();
    expect(boxes()).toHaveLength(6);
    expect(screen.getByRole('group', { name: 'First 6 digits' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Card digit 3 of 6' })).toBeTruthy();
  });

  it('advances on typing and reports the digits only when all six are present', async () => {
    const { onChange, user } = setup();
    await user.click(boxes()[0]!);
    await user.keyboard('22022');
    expect(boxes().map((box) => box.value)).toEqual(['2', '2', '0', '2', '2', '']);
    expect(document.activeElement).toBe(boxes()[5]);
    expect(onChange).toHaveBeenLastCalledWith('');
    await user.keyboard('0');
    expect(onChange).toHaveBeenLastCalledWith('220220');
  });

  it('ignores non-digits', async () => {
    const { user } = setup();
    await user.click(boxes()[0]!);
    await user.keyboard('a');
    expect(boxes()[0]!.value).toBe('');
    expect(document.activeElement).toBe(boxes()[0]);
  });

  it('goes back on backspace in an empty box, clearing the previous digit', async () => {
    const { onChange, user } = setup();
    await user.click(boxes()[0]!);
    await user.keyboard('123');
    expect(document.activeElement).toBe(boxes()[3]);
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(boxes()[2]);
    expect(boxes().map((box) => box.value)).toEqual(['1', '2', '', '', '', '']);
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(boxes()[1]);
    expect(boxes()[1]!.value).toBe('');
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('fills all six boxes from a paste of six digits, wherever it lands', () => {
    const { onChange } = setup();
    fireEvent.paste(boxes()[3]!, { clipboardData: { getData: () => '4276 38' } });
    expect(boxes().map((box) => box.value)).toEqual(['4', '2', '7', '6', '3', '8']);
    expect(onChange).toHaveBeenLastCalledWith('427638');
  });

  it('replaces the digit of a box that already has one', async () => {
    const { onChange, user } = setup();
    fireEvent.paste(boxes()[0]!, { clipboardData: { getData: () => '111111' } });
    await user.click(boxes()[2]!);
    await user.keyboard('9');
    expect(
      boxes()
        .map((box) => box.value)
        .join(''),
    ).toBe('119111');
    expect(onChange).toHaveBeenLastCalledWith('119111');
  });
});
