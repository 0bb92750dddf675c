import { formatRupees, type InvoiceDetail } from '@dd/contract';
import { Ban, FileMinus, IndianRupee, Send } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useCancelInvoice, useIssueInvoice } from '../../api/billing';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { errorText } from '../../lib/errors';
import { CreditNoteDialog } from './books/CreditNoteDialog';
import { ReasonDialog } from './ReasonDialog';
import { RecordPaymentDialog } from './RecordPaymentDialog';

/** An issued invoice takes a credit note while some of its total is left to credit. */
const CREDITABLE: readonly string[] = ['ISSUED', 'PARTIALLY_PAID', 'PAID'];

/**
 * An admin's steps on an invoice: Issue a draft; Record payment while a balance is due; a Credit
 * note while something is left to credit; Cancel an issued one (nothing paid yet) with a reason.
 */
export function InvoiceAdminActions({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const issue = useIssueInvoice();
  const cancel = useCancelInvoice(invoice.id);
  const [asking, setAsking] = useState<'issue' | 'cancel' | 'pay' | 'credit' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setAsking(null);
    setProblem(null);
  };

  const doIssue = () =>
    issue.mutate(invoice.id, {
      onSuccess: ({ invoice: issued }) => {
        toast.success(t('billing.invoice.issued', { number: issued.number }));
        close();
      },
      onError: (e) => {
        close();
        toast.error(errorText(e, t, t('billing.invoice.issueFailed')));
      },
    });
  const doCancel = (reason: string) =>
    cancel.mutate(reason, {
      onSuccess: () => {
        toast.success(t('billing.invoice.cancelled', { number: invoice.number }));
        close();
      },
      onError: (e) => setProblem(errorText(e, t, t('billing.invoice.cancelFailed'))),
    });

  return (
    <>
      {invoice.status === 'DRAFT' ? (
        <Button onClick={() => setAsking('issue')} disabled={issue.isPending}>
          <Send className="size-4" aria-hidden="true" />
          {t('billing.invoice.issue')}
        </Button>
      ) : null}
      {(invoice.status === 'ISSUED' || invoice.status === 'PARTIALLY_PAID') &&
      invoice.balancePaise > 0 ? (
        <Button onClick={() => setAsking('pay')}>
          <IndianRupee className="size-4" aria-hidden="true" />
          {t('billing.payments.record')}
        </Button>
      ) : null}
      {CREDITABLE.includes(invoice.status) && invoice.creditedPaise < invoice.totalPaise ? (
        <Button variant="secondary" onClick={() => setAsking('credit')}>
          <FileMinus className="size-4" aria-hidden="true" />
          {t('books.creditNote.open')}
        </Button>
      ) : null}
      {invoice.status === 'ISSUED' ? (
        <Button variant="danger" onClick={() => setAsking('cancel')}>
          <Ban className="size-4" aria-hidden="true" />
          {t('billing.invoice.cancel')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={asking === 'issue'}
        onOpenChange={(open) => !open && close()}
        title={t('billing.invoice.issueTitle')}
        message={t('billing.invoice.issueText', {
          distributor: invoice.distributorName,
          total: formatRupees(invoice.totalPaise),
        })}
        confirmLabel={t('billing.invoice.issue')}
        onConfirm={doIssue}
        busy={issue.isPending}
      />
      {asking === 'pay' ? <RecordPaymentDialog invoice={invoice} onClose={close} /> : null}
      {asking === 'credit' ? <CreditNoteDialog invoice={invoice} onClose={close} /> : null}
      {asking === 'cancel' ? (
        <ReasonDialog
          title={t('billing.invoice.cancelTitle', { number: invoice.number })}
          message={t('billing.invoice.cancelText', { total: formatRupees(invoice.totalPaise) })}
          confirmLabel={t('billing.invoice.cancel')}
          busy={cancel.isPending}
          problem={problem}
          onConfirm={doCancel}
          onClose={close}
        />
      ) : null}
    </>
  );
}
