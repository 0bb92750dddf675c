import { PAYMENT_METHODS, type PaymentMethod } from '@dd/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../../components/forms/ChoiceField';
import { TextField } from '../../components/forms/FormField';
import { useFormatters } from '../../lib/format';
import { today } from '../../lib/clock';

type Problems = Partial<Record<'reference' | 'paidOn', string>>;

/**
 * How money moved, as a payment received and a payout made both say it: the method, the
 * reference (required) and the day it was paid (today by default, never after it nor before
 * `earliest`, the date of the invoice or credit it is for). `problems()` checks them as the
 * server will.
 */
export function useMoneyMoved(
  initialMethod: PaymentMethod,
  referenceRequired: 'billing.payments.referenceRequired' | 'books.payout.referenceRequired',
  earliest?: string | null,
) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const [method, setMethod] = useState<PaymentMethod>(initialMethod);
  const [reference, setReference] = useState('');
  const [paidOn, setPaidOn] = useState(today);
  return {
    method,
    reference,
    paidOn,
    setMethod,
    setReference,
    setPaidOn,
    earliest: earliest ?? undefined,
    /** What the body sends: the reference trimmed. */
    body: () => ({ method, reference: reference.trim(), paidOn }),
    problems(): Problems {
      const found: Problems = {};
      if (reference.trim() === '') found.reference = t(referenceRequired);
      if (!paidOn || paidOn > today()) found.paidOn = t('billing.payments.paidOnInvalid');
      else if (earliest && paidOn < earliest)
        found.paidOn = t('billing.payments.paidOnTooEarly', { earliest: fmt.date(earliest) });
      return found;
    },
  };
}

/** The method, reference and paid-on fields of `moved` (a dialog's form grid cells). */
export function MoneyMovedFields({
  id,
  moved,
  problems,
}: {
  id: string;
  moved: ReturnType<typeof useMoneyMoved>;
  problems: Problems;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ChoiceField
        id={`${id}-method`}
        label={t('billing.payments.method')}
        value={moved.method}
        onChange={(e) => moved.setMethod(e.target.value as PaymentMethod)}
        choices={PAYMENT_METHODS}
        choiceLabel={(m) => t(`billing.payments.methods.${m}`)}
      />
      <TextField
        id={`${id}-reference`}
        label={t('billing.payments.reference')}
        hint={t('billing.payments.referenceHint')}
        value={moved.reference}
        maxLength={100}
        error={problems.reference}
        onChange={(e) => moved.setReference(e.target.value)}
      />
      <TextField
        id={`${id}-paid-on`}
        type="date"
        label={t('billing.payments.paidOn')}
        value={moved.paidOn}
        min={moved.earliest}
        max={today()}
        error={problems.paidOn}
        onChange={(e) => moved.setPaidOn(e.target.value)}
      />
    </>
  );
}
