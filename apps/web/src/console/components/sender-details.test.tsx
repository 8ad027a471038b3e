import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paymentOf } from '#page/test/orders.ts';
import { SenderDetails } from './sender-details.tsx';

const NONE = 'The customer has not given any sender details.';

describe('the sender’s details panel', () => {
  it('says the customer gave none when they chose a method but said nothing of the sender', () => {
    render(<SenderDetails payment={paymentOf()} />);
    expect(screen.getByText(NONE)).toBeTruthy();
  });

  it('says so before any method is chosen', () => {
    render(<SenderDetails payment={null} />);
    expect(screen.getByText(NONE)).toBeTruthy();
  });

  it('lists what the customer gave, and no "none"', () => {
    render(
      <SenderDetails
        payment={paymentOf('card2card', {
          customerCardFirstDigits: '220220',
          customerCardLastDigits: '1234',
        })}
      />,
    );
    expect(screen.getByText('220220')).toBeTruthy();
    expect(screen.getByText('1234')).toBeTruthy();
    expect(screen.queryByText(NONE)).toBeNull();
  });

  it('names the bank the customer sent from when that is all they said, without "none" beside it', () => {
    render(<SenderDetails payment={paymentOf('card2card', { customerBank: 'Tinkoff' })} />);
    expect(screen.getByText('Tinkoff')).toBeTruthy();
    expect(screen.queryByText(NONE)).toBeNull();
  });
});
