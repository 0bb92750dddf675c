import { formatRupees } from '@dd/contract';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useCreatePayout } from '../../../api/books';
import { FormFooter } from '../../../components/forms/FormFooter';
import { RupeeField } from '../../../components/forms/RupeeField';
import { Dialog } from '../../../components/ui/Dialog';
import { ProblemAlert } from '../../../components/ui/ProblemAlert';
import { afterWrite } from './after-write';
import { errorText } from '../../../lib/errors';
import { useFormatters } from '../../../lib/format';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { readRupees, rupeeText } from '../../../lib/rupees';
import { MoneyMovedFields, useMoneyMoved } from '../MoneyMovedFields';
import type { UsableCredit } from './credit-links';
import { ReviewFooter, ReviewStep } from './ReviewStep';

type Problems = Partial<Record<'amount' | 'reference' | 'paidOn', string>>;

/**
 * "Pay out" (admins): money paid to the distributor out of a credit. The amount (at first all
 * that is left), method, reference and the day it was paid (from the credit's date to today); then a review,
 * since the payout voucher it issues cannot be undone. POST /billing/payouts under one
 * Idempotency-Key per opening.
 */
export function PayoutDialog({ credit, onClose }: { credit: UsableCredit; onClose: () => void }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const id = useId();
  const [amount, setAmount] = useState(() => rupeeText(credit.unappliedPaise));
  const moved = useMoneyMoved('NEFT', 'books.payout.referenceRequired', credit.date);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [review, setReview] = useState<number | null>(null);
  const [key] = useState(newIdempotencyKey);
  const payOut = useCreatePayout();
  const left = formatRupees(credit.unappliedPaise);

  const check = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const read = readRupees(amount, { maxPaise: credit.unappliedPaise });
    const found: Problems = moved.problems();
    if ('problem' in read)
      found.amount =
        read.problem === 'tooLarge'
          ? t('books.payout.tooMuch', { left })
          : t(`billing.rupees.${read.problem}`);
    setProblems(found);
    if (!('problem' in read) && Object.keys(found).length === 0) setReview(read.paise);
  };

  const confirm = (amountPaise: number) =>
    afterWrite(
      payOut.mutateAsync({
        body: {
          sourceType: credit.sourceType,
          sourceId: credit.sourceId,
          amountPaise,
          ...moved.body(),
        },
        key,
      }),
      ({ payout }) => {
        toast.success(
          t('books.payout.done', {
            number: payout.number,
            amount: formatRupees(payout.amountPaise),
          }),
        );
        onClose();
      },
      (e) => {
        setFailure(errorText(e, t, t('books.payout.failed')));
        setReview(null);
      },
    );

  return (
    <Dialog
      open
      dirty={moved.reference !== ''}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('books.payout.title', { number: credit.sourceNumber })}
      description={t('books.payout.hint', { left, distributor: credit.distributorName })}
      size="md"
      footer={
        review === null ? (
          <FormFooter
            formId={`${id}-form`}
            busy={false}
            onCancel={onClose}
            submitLabel={t('books.payout.next')}
          />
        ) : (
          <ReviewFooter
            confirmLabel={t('books.payout.confirm')}
            busy={payOut.isPending}
            onBack={() => setReview(null)}
            onConfirm={() => confirm(review)}
          />
        )
      }
    >
      <ProblemAlert className="mb-3">{failure}</ProblemAlert>
      {review !== null ? (
        <ReviewStep
          facts={[
            { label: t('books.payout.to'), value: credit.distributorName },
            { label: t('books.payout.amount'), value: formatRupees(review) },
            {
              label: t('books.payout.method'),
              value: t(`billing.payments.methods.${moved.method}`),
            },
            { label: t('books.payout.reference'), value: moved.reference.trim() },
            { label: t('books.payout.paidOn'), value: fmt.date(moved.paidOn) },
          ]}
          warning={t('books.payout.final')}
        />
      ) : (
        <form id={`${id}-form`} noValidate onSubmit={check} className="grid gap-4 sm:grid-cols-2">
          <RupeeField
            id={`${id}-amount`}
            label={t('books.payout.amount')}
            value={amount}
            error={problems.amount}
            onChange={setAmount}
          />
          <MoneyMovedFields id={id} moved={moved} problems={problems} />
        </form>
      )}
    </Dialog>
  );
}
