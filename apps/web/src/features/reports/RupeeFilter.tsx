import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RupeeField } from '../../components/forms/RupeeField';
import { readRupees, rupeeText } from '../../lib/rupees';

/** The largest amount the contract's filter takes. */
const MAX_PAISE = Number.MAX_SAFE_INTEGER;

/** Typed text -> the filter's paise ('' for none), or the problem that keeps it from being one. */
function reading(text: string) {
  if (text.trim() === '') return { paise: '' };
  const read = readRupees(text, { allowZero: true, maxPaise: MAX_PAISE });
  return 'paise' in read ? { paise: String(read.paise) } : read;
}

const shown = (paise: string | undefined) => (paise ? rupeeText(Number(paise)) : '');

/**
 * A minimum amount typed in rupees ("5,000" or "5000.50", read without floats by
 * lib/rupees.ts) and kept in paise. What was typed stays as typed; a value that is not an amount
 * says why and leaves the filter as it was. A value set from outside (a link, a schedule opened
 * for editing) is shown as rupees.
 */
export function RupeeFilter({
  id,
  label,
  paise,
  onChange,
}: {
  id: string;
  label: string;
  paise: string | undefined;
  onChange: (paise: string) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => shown(paise));
  const [seen, setSeen] = useState(paise);
  if (paise !== seen) {
    setSeen(paise);
    const typed = reading(text);
    if (!('paise' in typed) || typed.paise !== (paise ?? '')) setText(shown(paise));
  }
  const read = reading(text);
  return (
    <RupeeField
      id={id}
      label={label}
      value={text}
      placeholder={t('reports.filters.minOutstandingPlaceholder')}
      error={'problem' in read ? t(`billing.rupees.${read.problem}`) : undefined}
      onChange={(next) => {
        setText(next);
        const value = reading(next);
        if ('paise' in value) onChange(value.paise);
      }}
    />
  );
}
