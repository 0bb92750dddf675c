import { formatRupees, type Invoice } from '@dd/contract';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useCreateAllocation, useOpenInvoices } from '../../../api/books';
import { ChoiceField } from '../../../components/forms/ChoiceField';
import { FormFooter } from '../../../components/forms/FormFooter';
import { RupeeField } from '../../../components/forms/RupeeField';
import { Dialog } from '../../../components/ui/Dialog';
import { ProblemAlert } from '../../../components/ui/ProblemAlert';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/States';
import { errorText } from '../../../lib/errors';
import { useFormatters } from '../../../lib/format';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { readRupees, rupeeText } from '../../../lib/rupees';
import { Money } from '../Money';
import { afterWrite } from './after-write';
import type { UsableCredit } from './credit-links';

/** The two figures the amount is bounded by: what is left of the credit, what is owed. */
function Bounds({
  credit,
  owed,
  owedLabel,
}: {
  credit: UsableCredit;
  owed: number;
  owedLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-2 gap-3 rounded-lg bg-slate-50 p-3 text-sm sm:col-span-2 dark:bg-slate-800/50">
      <div data-bound="unapplied">
        <dt className="text-xs text-slate-500 dark:text-slate-400">
          {t('books.allocate.unapplied', { number: credit.sourceNumber })}
        </dt>
        <dd className="font-medium">
          <Money paise={credit.unappliedPaise} />
        </dd>
      </div>
      <div data-bound="balance">
        <dt className="text-xs text-slate-500 dark:text-slate-400">{owedLabel}</dt>
        <dd className="font-medium">
          <Money paise={owed} />
        </dd>
      </div>
    </dl>
  );
}

/**
 * "Set against invoices" (admins): one open invoice of the credit's distributor, or its open
 * invoices oldest due first; the amount in rupees, at first as much as the credit and the
 * invoice allow. POST /billing/allocations under one Idempotency-Key per opening.
 */
export function AllocationDialog({
  credit,
  onClose,
}: {
  credit: UsableCredit;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const id = useId();
  const open = useOpenInvoices(credit.distributorId);
  const [choice, setChoice] = useState('');
  // Null: the amount follows the choice (as much as possible) until one is typed.
  const [typed, setTyped] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [key] = useState(newIdempotencyKey);
  const allocate = useCreateAllocation();

  const invoices = open.data ?? [];
  const chosen = invoices.find((invoice) => String(invoice.id) === choice);
  const owed = chosen
    ? chosen.balancePaise
    : invoices.reduce((sum, invoice) => sum + invoice.balancePaise, 0);
  const most = Math.min(credit.unappliedPaise, owed);
  const amount = typed ?? (most > 0 ? rupeeText(most) : '');
  const ready = open.isSuccess && invoices.length > 0;

  const label = (invoice: Invoice) =>
    t('books.allocate.invoiceOption', {
      number: invoice.number,
      due: fmt.date(invoice.dueDate),
      balance: formatRupees(invoice.balancePaise),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const read = readRupees(amount, { maxPaise: most });
    if ('problem' in read) {
      setProblem(
        read.problem === 'tooLarge'
          ? t('books.allocate.tooMuch', { most: formatRupees(most) })
          : t(`billing.rupees.${read.problem}`),
      );
      return;
    }
    setProblem(undefined);
    afterWrite(
      allocate.mutateAsync({
        body: {
          sourceType: credit.sourceType,
          sourceId: credit.sourceId,
          ...(chosen ? { invoiceId: chosen.id } : {}),
          amountPaise: read.paise,
        },
        key,
      }),
      (answer) => {
        toast.success(
          t('books.allocate.done', {
            amount: formatRupees(read.paise),
            invoices: answer.allocations.map((a) => a.invoiceNumber).join(', '),
            left: formatRupees(answer.unappliedPaise),
          }),
        );
        onClose();
      },
      (e) => setFailure(errorText(e, t, t('books.allocate.failed'))),
    );
  };

  return (
    <Dialog
      open
      dirty={typed !== null}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('books.allocate.title', { number: credit.sourceNumber })}
      description={t('books.allocate.hint', { distributor: credit.distributorName })}
      size="md"
      footer={
        <FormFooter
          formId={`${id}-form`}
          busy={allocate.isPending}
          onCancel={onClose}
          submitLabel={t('books.allocate.submit')}
          busyLabel={t('billing.saving')}
          submitDisabled={!ready}
        />
      }
    >
      <ProblemAlert className="mb-3">{failure}</ProblemAlert>
      {open.isPending ? (
        <LoadingState label={t('books.allocate.loading')} />
      ) : open.isError ? (
        <ErrorState title={t('books.allocate.loadFailed')} onRetry={() => void open.refetch()} />
      ) : invoices.length === 0 ? (
        <EmptyState title={t('books.allocate.noneOpen', { distributor: credit.distributorName })} />
      ) : (
        <form id={`${id}-form`} noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
          <ChoiceField
            id={`${id}-invoice`}
            label={t('books.allocate.invoice')}
            fieldClassName="sm:col-span-2"
            value={choice}
            onChange={(e) => {
              setChoice(e.target.value);
              setTyped(null);
              setProblem(undefined);
            }}
            anyLabel={t('books.allocate.oldestFirst', { count: invoices.length })}
            choices={invoices.map((invoice) => String(invoice.id))}
            choiceLabel={(value) => label(invoices.find((i) => String(i.id) === value)!)}
          />
          <Bounds
            credit={credit}
            owed={owed}
            owedLabel={
              chosen
                ? t('books.allocate.balanceOf', { number: chosen.number })
                : t('books.allocate.openBalance')
            }
          />
          <RupeeField
            id={`${id}-amount`}
            label={t('books.allocate.amount')}
            hint={t('books.allocate.amountHint', { most: formatRupees(most) })}
            value={amount}
            error={problem}
            onChange={setTyped}
          />
        </form>
      )}
    </Dialog>
  );
}
