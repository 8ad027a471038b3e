import { formatMoney } from '../lib/format.ts';

export interface BalanceCard {
  currency: string;
  /** The one amount drawn large (what is available, the shop's balance). */
  main?: { label: string; amount: string; testId?: string };
  /** The others, labelled, in a grid. */
  stats: [label: string, amount: string][];
}

/**
 * The large amount's class: a long one ("1 000 000 000,00 BYN") is drawn smaller, so that on a 360 px
 * phone it stays on one line in every language (an amount never wraps: issue 21).
 */
const amountClass = (text: string) =>
  text.length > 16 ? 'amount__value money amount__value--long' : 'amount__value money';

/** Money per currency, a panel each (the trader's balance, the shop's, a trader's in the operator's view). */
export function Balances({ cards, level = 2 }: { cards: BalanceCard[]; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="balances">
      {cards.map(({ currency, main, stats }) => (
        <section className="panel" key={currency} aria-labelledby={`balance-${currency}`}>
          <Heading className="panel__title" id={`balance-${currency}`}>
            {currency}
          </Heading>
          {main ? (
            <p className="balance__available">
              <span className="amount__label">{main.label}</span>
              <span className={amountClass(formatMoney(main.amount, currency))} data-testid={main.testId}>
                {formatMoney(main.amount, currency)}
              </span>
            </p>
          ) : null}
          {stats.length ? (
            <dl className="stats stats--money">
              {stats.map(([label, amount]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd className="money">{formatMoney(amount, currency)}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </section>
      ))}
    </div>
  );
}
