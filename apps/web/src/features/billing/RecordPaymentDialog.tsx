import { formatRupees, type InvoiceDetail } from '@dd/contract';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useRecordPayment } from '../../api/billing';
import { FormFooter } from '../../components/forms/FormFooter';
import { CheckboxLine } from '../../components/forms/CheckboxLine';
import { RupeeField } from '../../components/forms/RupeeField';
import { Dialog } from '../../components/ui/Dialog';
import { ProblemAlert } from '../../components/ui/ProblemAlert';
import { errorText } from '../../lib/errors';
import { newIdempotencyKey } from '../../lib/idempotency';
import { readRupees } from '../../lib/rupees';
import { MoneyMovedFields, useMoneyMoved } from './MoneyMovedFields';

type Problems = Partial<Record<'amount' | 'reference' | 'paidOn', string>>;

/**
 * "Record payment" (admins): the amount in rupees (sent as paise; at most the balance unless the
 * excess is kept as the distributor's advance), method, reference and the day it was paid (from
 * the invoice's date to today). One Idempotency-Key per opening.
 */
export function RecordPaymentDialog({
  invoice,
  onClose,
}: {
  invoice: InvoiceDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [amount, setAmount] = useState('');
  const moved = useMoneyMoved('UPI', 'billing.payments.referenceRequired', invoice.issuedOn);
  const [keepExcess, setKeepExcess] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [key] = useState(newIdempotencyKey);
  const record = useRecordPayment(invoice.id);
  const balance = formatRupees(invoice.balancePaise);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const read = readRupees(amount, keepExcess ? {} : { maxPaise: invoice.balancePaise });
    const found: Problems = moved.problems();
    if ('problem' in read)
      found.amount =
        read.problem === 'tooLarge'
          ? t('billing.payments.overBalance', { balance })
          : t(`billing.rupees.${read.problem}`);
    setProblems(found);
    if ('problem' in read || Object.keys(found).length > 0) return;
    record.mutate(
      {
        body: {
          amountPaise: read.paise,
          ...moved.body(),
          keepExcessAsAdvance: keepExcess,
        },
        key,
      },
      {
        onSuccess: ({ invoice: paid, payment }) => {
          const figures = {
            amount: formatRupees(read.paise),
            balance: formatRupees(paid.balancePaise),
            advance: formatRupees(payment.advancePaise),
          };
          toast.success(
            payment.advancePaise > 0
              ? t('books.advance.recorded', figures)
              : t('billing.payments.recorded', figures),
          );
          onClose();
        },
        onError: (e) => setFailure(errorText(e, t, t('billing.payments.recordFailed'))),
      },
    );
  };

  return (
    <Dialog
      open
      dirty={amount !== '' || moved.reference !== ''}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('billing.payments.recordTitle', { number: invoice.number })}
      description={t('billing.payments.recordHint', { balance })}
      size="md"
      footer={
        <FormFooter
          formId={`${id}-form`}
          busy={record.isPending}
          onCancel={onClose}
          submitLabel={t('billing.payments.record')}
          busyLabel={t('billing.saving')}
        />
      }
    >
      <ProblemAlert className="mb-3">{failure}</ProblemAlert>
      <form id={`${id}-form`} noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <RupeeField
          id={`${id}-amount`}
          label={t('billing.payments.amount')}
          value={amount}
          error={problems.amount}
          onChange={setAmount}
        />
        <MoneyMovedFields id={id} moved={moved} problems={problems} />
        <div className="sm:col-span-2">
          <CheckboxLine checked={keepExcess} onChange={setKeepExcess}>
            {t('books.advance.keep')}
          </CheckboxLine>
          <p className="mt-1 ml-6 text-xs text-slate-500 dark:text-slate-400">
            {t('books.advance.keepHint')}
          </p>
        </div>
      </form>
    </Dialog>
  );
}
