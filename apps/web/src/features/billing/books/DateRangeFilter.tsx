import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/forms/FormField';

/**
 * A list's document dates, from and to (both included, India dates), kept in the URL by the list
 * state; a range that ends before it starts says so under "To".
 */
export function DateRangeFilter({
  id,
  from,
  to,
  onChange,
}: {
  id: string;
  from: string;
  to: string;
  onChange: (key: 'from' | 'to', value: string) => void;
}) {
  const { t } = useTranslation();
  const filterLabel = { labelClassName: 'text-xs' };
  return (
    <>
      <TextField
        {...filterLabel}
        id={`${id}-from`}
        label={t('books.filters.from')}
        type="date"
        value={from}
        max={to || undefined}
        onChange={(event) => onChange('from', event.target.value)}
      />
      <TextField
        {...filterLabel}
        id={`${id}-to`}
        label={t('books.filters.to')}
        type="date"
        value={to}
        min={from || undefined}
        error={from && to && to < from ? t('books.filters.badRange') : undefined}
        onChange={(event) => onChange('to', event.target.value)}
      />
    </>
  );
}
