import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useIssueInvoice } from '../../api/billing';
import { useIssueRefundVoucher } from '../../api/books';
import { errorText } from '../../lib/errors';
import type { Draft } from './month-drafts';

/**
 * Issues one draft, a tax invoice or a refund voucher: the toast says its new number, or its
 * refusal by the code's text.
 */
export function useIssueDraft() {
  const { t } = useTranslation();
  const invoice = useIssueInvoice();
  const voucher = useIssueRefundVoucher();

  const issue = (draft: Draft, done: () => void) => {
    const failed = (error: unknown) => {
      done();
      toast.error(errorText(error, t, t('billing.runs.issueOneFailed')));
    };
    if (draft.type === 'INVOICE')
      invoice.mutate(draft.id, {
        onSuccess: ({ invoice: issued }) => {
          done();
          toast.success(t('billing.invoice.issued', { number: issued.number }));
        },
        onError: failed,
      });
    else
      voucher.mutate(draft.id, {
        onSuccess: ({ refundVoucher }) => {
          done();
          toast.success(t('billing.runs.voucherIssued', { number: refundVoucher.number }));
        },
        onError: failed,
      });
  };

  const busyWith = (draft: Draft) => {
    const write = draft.type === 'INVOICE' ? invoice : voucher;
    return write.isPending && write.variables === draft.id;
  };

  return { issue, busyWith };
}
