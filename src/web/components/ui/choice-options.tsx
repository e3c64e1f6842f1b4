/** The <option>s of a select over a fixed list: an optional "Not set" or "Choose a ..." first, then each value with its label. */
export interface ChoiceOptionsProps<T extends string> {
  values: readonly T[];
  /** Shown text per value; the value itself when absent. */
  labels?: Partial<Record<T, string>>;
  /** The empty choice's text; none when the field always has a value. */
  emptyLabel?: string;
  /** A disabled empty first option asking for a choice ("Choose a game"): the field starts empty but cannot be emptied. */
  placeholder?: string;
}

export function ChoiceOptions<T extends string>({ values, labels, emptyLabel, placeholder }: ChoiceOptionsProps<T>) {
  return (
    <>
      {placeholder ? (
        <option value="" disabled>
          {placeholder}
        </option>
      ) : null}
      {emptyLabel ? <option value="">{emptyLabel}</option> : null}
      {values.map((value) => (
        <option key={value} value={value}>
          {labels?.[value] ?? value}
        </option>
      ))}
    </>
  );
}
