/** The <option>s of a select over a fixed list: an optional "Not set" first, then each value with its label. */
export interface ChoiceOptionsProps<T extends string> {
  values: readonly T[];
  /** Shown text per value; the value itself when absent. */
  labels?: Partial<Record<T, string>>;
  /** The empty choice's text; none when the field always has a value. */
  emptyLabel?: string;
}

export function ChoiceOptions<T extends string>({ values, labels, emptyLabel }: ChoiceOptionsProps<T>) {
  return (
    <>
      {emptyLabel ? <option value="">{emptyLabel}</option> : null}
      {values.map((value) => (
        <option key={value} value={value}>
          {labels?.[value] ?? value}
        </option>
      ))}
    </>
  );
}
