import { useTranslation } from 'react-i18next';
import { Input, Textarea } from '../ui/Field';
import { FormRow } from '../ui/FormRow';

/** Valid To is optional; when set it may not be before Valid From ('YYYY-MM-DD' compare as text). */
export function validToBeforeFrom(validFrom: string, validTo: string): boolean {
  return Boolean(validFrom && validTo && validTo < validFrom);
}

/**
 * An assignment's optional Valid To: not before Valid From (`error` says so, as
 * `<id>-error`). The same in New Assignment and in a selection's Assign.
 */
export function ValidToField({
  id,
  validFrom,
  value,
  onChange,
  error,
}: {
  id: string;
  validFrom: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <FormRow
      id={id}
      label={t('assignments.create.validTo')}
      optionalText={t('assignments.create.optional')}
      error={error}
    >
      <Input
        id={id}
        type="date"
        value={value}
        min={validFrom || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormRow>
  );
}

/** An assignment's optional Notes (up to 2,000 characters). */
export function NotesField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormRow
      id={id}
      label={t('assignments.create.notes')}
      optionalText={t('assignments.create.optional')}
    >
      <Textarea
        id={id}
        value={value}
        maxLength={2000}
        rows={3}
        placeholder={t('assignments.create.notesPlaceholder')}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormRow>
  );
}
