import type { ComponentProps } from 'react';
import { ValueOptions } from '../ui/Field';
import { SelectField } from './FormField';

type ChoiceFieldProps<T extends string | number> = Omit<
  ComponentProps<typeof SelectField>,
  'children'
> & {
  /** The values to choose from, in order. */
  choices: readonly T[];
  /** The text a value is shown with. */
  choiceLabel: (value: T) => string;
  /** The first option, "any"/"all", when the field may be left unchosen. */
  anyLabel?: string;
  /** That option's value. */
  anyValue?: string;
  /** The options' lang attribute (a language list names each in its own language). */
  choiceLang?: (value: T) => string;
};

/** A labelled select over a list of values: one option per value, each with its text. */
export function ChoiceField<T extends string | number>({
  choices,
  choiceLabel,
  anyLabel,
  anyValue = '',
  choiceLang,
  ...field
}: ChoiceFieldProps<T>) {
  return (
    <SelectField {...field}>
      <ValueOptions
        none={anyLabel}
        noneValue={anyValue}
        values={choices}
        label={choiceLabel}
        lang={choiceLang}
      />
    </SelectField>
  );
}
