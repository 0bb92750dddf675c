import { Select, ValueOptions } from '../../components/ui/Field';

/**
 * A list's one-value filter as a select: "all" (the empty value) first, then each option with its
 * label. The list state (`useListState`'s filters / setFilter) keeps the value in the URL.
 */
export function FilterSelect<T extends string>({
  label,
  allLabel,
  value,
  options,
  optionLabel,
  onChange,
  className = 'sm:max-w-[12rem]',
}: {
  label: string;
  allLabel: string;
  value: string;
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <Select
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={className}
    >
      <ValueOptions none={allLabel} values={options} label={optionLabel} />
    </Select>
  );
}
