import { useId } from 'react';

interface ChoiceGroupProps<V extends string> {
  legend: string;
  options: { value: V; label: string }[];
  chosen: readonly V[];
  onChange: (chosen: V[]) => void;
  /** What is wrong with the choice, beside it. */
  error?: string | undefined;
  disabled?: boolean;
  /** Longer labels (payment types): fewer to a row. */
  wide?: boolean;
}

/** Several of a few values, each a checkbox (two or more columns where there is room). */
export function ChoiceGroup<V extends string>({
  legend,
  options,
  chosen,
  onChange,
  error,
  disabled,
  wide,
}: ChoiceGroupProps<V>) {
  const errorId = useId();
  const classes = ['choices payout-choices', wide && 'payout-choices--wide', error && 'field--invalid'];
  return (
    <fieldset className={classes.filter(Boolean).join(' ')} aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">{legend}</legend>
      {options.map((option) => (
        <label className="check" key={option.value}>
          <input
            type="checkbox"
            checked={chosen.includes(option.value)}
            disabled={disabled}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...chosen, option.value]
                  : chosen.filter((value) => value !== option.value),
              )
            }
          />
          <span>{option.label}</span>
        </label>
      ))}
      {error ? (
        <span className="field__error" id={errorId}>
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
