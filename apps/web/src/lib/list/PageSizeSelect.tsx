import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../components/ui/Field';
import { PAGE_SIZES } from './list-params';

/** Rows per page (25 / 50 / 100), shown next to the pager. */
export function PageSizeSelect({
  pageSize,
  onChange,
}: {
  pageSize: number;
  onChange: (pageSize: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="whitespace-nowrap text-slate-600 dark:text-slate-400">
        {t('common.list.pageSize')}
      </label>
      <Select
        id={id}
        value={pageSize}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-8 w-20 py-0"
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </Select>
    </div>
  );
}
