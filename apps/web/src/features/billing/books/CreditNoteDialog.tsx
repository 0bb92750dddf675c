import { formatRupees, type InvoiceDetail } from '@dd/contract';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useCreateCreditNote, useCreditedLineIds } from '../../../api/books';
import { FormFooter } from '../../../components/forms/FormFooter';
import { NotesField } from '../../../components/forms/NotesField';
import { RupeeField } from '../../../components/forms/RupeeField';
import { Dialog } from '../../../components/ui/Dialog';
import { ProblemAlert } from '../../../components/ui/ProblemAlert';
import { ErrorState, LoadingState } from '../../../components/ui/States';
import { afterWrite } from './after-write';
import { errorText } from '../../../lib/errors';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { readRupees } from '../../../lib/rupees';
import { CreditNoteLines, lineWithTax } from './credit-note-lines';
import { ReviewFooter, ReviewStep } from './ReviewStep';

type Basis = 'lines' | 'amount';
type Problems = Partial<Record<'lines' | 'amount' | 'reason', string>>;
/** What the review shows and the POST sends. */
type Ask = { lineIds?: number[]; amountPaise?: number; showPaise: number; reason: string };

/** "Credit by": the lines of the invoice, or an amount. */
function BasisChoice({ basis, onChange }: { basis: Basis; onChange: (basis: Basis) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('books.creditNote.basis')}
      </legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {(['lines', 'amount'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="credit-note-basis"
              value={value}
              checked={basis === value}
              onChange={() => onChange(value)}
              className="size-4 text-indigo-600"
            />
            {t(`books.creditNote.by.${value}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * "Credit note" on an issued invoice (admins): by lines (each line of the invoice at most once,
 * credited whole with its GST) or by an amount in rupees (GST reversed in proportion), with a
 * reason; it shows what is left to credit, then a review, since a credit note cannot be undone.
 * POST /invoices/{id}/credit-notes under one Idempotency-Key per opening.
 */
export function CreditNoteDialog({
  invoice,
  onClose,
}: {
  invoice: InvoiceDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const credited = useCreditedLineIds(invoice);
  const [basis, setBasis] = useState<Basis>('lines');
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [review, setReview] = useState<Ask | null>(null);
  const [key] = useState(newIdempotencyKey);
  const create = useCreateCreditNote(invoice.id);
  const leftPaise = invoice.totalPaise - invoice.creditedPaise;
  const left = formatRupees(leftPaise);
  const picked = invoice.lines.filter((line) => chosen.has(line.id));
  const pickedPaise = picked.reduce((sum, line) => sum + lineWithTax(line), 0);

  const toggle = (lineId: number) =>
    setChosen((now) => {
      const next = new Set(now);
      if (!next.delete(lineId)) next.add(lineId);
      return next;
    });

  const check = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: Problems = {};
    let ask: Ask | null = null;
    if (basis === 'lines') {
      if (picked.length === 0) found.lines = t('books.creditNote.chooseLines');
      else if (pickedPaise > leftPaise) found.lines = t('books.creditNote.tooMuch', { left });
      else
        ask = { lineIds: picked.map((l) => l.id), showPaise: pickedPaise, reason: reason.trim() };
    } else {
      const read = readRupees(amount, { maxPaise: leftPaise });
      if ('problem' in read)
        found.amount =
          read.problem === 'tooLarge'
            ? t('books.creditNote.tooMuch', { left })
            : t(`billing.rupees.${read.problem}`);
      else ask = { amountPaise: read.paise, showPaise: read.paise, reason: reason.trim() };
    }
    if (reason.trim() === '') found.reason = t('books.creditNote.reasonRequired');
    setProblems(found);
    if (ask && Object.keys(found).length === 0) setReview(ask);
  };

  const confirm = ({ lineIds, amountPaise, reason: why }: Ask) =>
    afterWrite(
      create.mutateAsync({
        body: lineIds ? { lineIds, reason: why } : { amountPaise, reason: why },
        key,
      }),
      ({ creditNote }) => {
        toast.success(
          t('books.creditNote.done', {
            number: creditNote.number,
            amount: formatRupees(creditNote.amountPaise),
          }),
        );
        onClose();
      },
      (e) => {
        setFailure(errorText(e, t, t('books.creditNote.failed')));
        setReview(null);
      },
    );

  const form = (
    <form id={`${id}-form`} noValidate onSubmit={check} className="grid gap-4 sm:grid-cols-2">
      <BasisChoice basis={basis} onChange={setBasis} />
      {basis === 'lines' ? (
        <>
          <CreditNoteLines
            lines={invoice.lines}
            credited={credited.data ?? new Set()}
            chosen={chosen}
            onToggle={toggle}
            legend={t('books.creditNote.lines')}
            errorId={problems.lines ? `${id}-lines-error` : undefined}
          />
          <p className="text-sm sm:col-span-2" data-testid="credit-note-chosen">
            {t('books.creditNote.chosen', {
              count: picked.length,
              amount: formatRupees(pickedPaise),
            })}
          </p>
          {problems.lines ? (
            <p
              id={`${id}-lines-error`}
              className="text-xs font-medium text-red-700 sm:col-span-2 dark:text-red-400"
            >
              {problems.lines}
            </p>
          ) : null}
        </>
      ) : (
        <RupeeField
          id={`${id}-amount`}
          label={t('books.creditNote.amount')}
          hint={t('books.creditNote.amountHint')}
          value={amount}
          error={problems.amount}
          onChange={setAmount}
        />
      )}
      <div className="sm:col-span-2">
        <NotesField
          id={`${id}-reason`}
          label={t('billing.reason')}
          rows={2}
          required
          value={reason}
          aria-invalid={problems.reason ? true : undefined}
          aria-describedby={problems.reason ? `${id}-reason-error` : undefined}
          onChange={setReason}
        />
        {problems.reason ? (
          <p
            id={`${id}-reason-error`}
            className="mt-1 text-xs font-medium text-red-700 dark:text-red-400"
          >
            {problems.reason}
          </p>
        ) : null}
      </div>
    </form>
  );

  return (
    <Dialog
      open
      dirty={chosen.size > 0 || amount !== '' || reason !== ''}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('books.creditNote.title', { number: invoice.number })}
      description={t('books.creditNote.hint', { left })}
      size="lg"
      footer={
        review === null ? (
          <FormFooter
            formId={`${id}-form`}
            busy={false}
            onCancel={onClose}
            submitLabel={t('books.creditNote.next')}
            submitDisabled={credited.isPending || credited.isError}
          />
        ) : (
          <ReviewFooter
            confirmLabel={t('books.creditNote.confirm')}
            busy={create.isPending}
            onBack={() => setReview(null)}
            onConfirm={() => confirm(review)}
          />
        )
      }
    >
      <ProblemAlert className="mb-3">{failure}</ProblemAlert>
      {review ? (
        <ReviewStep
          facts={[
            { label: t('books.creditNote.against'), value: invoice.number },
            {
              label: t('books.creditNote.basis'),
              value: review.lineIds
                ? t('books.creditNote.linesCount', { count: review.lineIds.length })
                : t('books.creditNote.by.amount'),
            },
            { label: t('books.creditNote.amount'), value: formatRupees(review.showPaise) },
            { label: t('billing.reason'), value: review.reason },
          ]}
          warning={t('books.creditNote.final')}
        />
      ) : credited.isPending ? (
        <LoadingState label={t('books.creditNote.loading')} />
      ) : credited.isError ? (
        <ErrorState
          title={t('books.creditNote.loadFailed')}
          onRetry={() => void credited.refetch()}
        />
      ) : (
        form
      )}
    </Dialog>
  );
}
