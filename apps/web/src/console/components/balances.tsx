import { formatMoney } from '../lib/format.ts';

export interface BalanceCard {
  currency: string;
  /** The one amount drawn large (what is available, the shop's balance). */
  main?: { label: string; amount: string; testId?: string };
  /** The others, labelled, in a grid. */
  stats: [label: string, amount: string][];
}

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
              <span className="amount__value" data-testid={main.testId}>
                {formatMoney(main.amount, currency)}
              </span>
            </p>
          ) : null}
          {stats.length ? (
            <dl className="stats">
              {stats.map(([label, amount]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{formatMoney(amount, currency)}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </section>
      ))}
    </div>
  );
}
