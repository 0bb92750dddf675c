import { formatRupees, type InvoiceDetail, type Payment } from '@dd/contract';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useReversePayment } from '../../api/billing';
import { Button } from '../../components/ui/Button';
import { DataTable } from '../../components/ui/DataTable';
import { errorText } from '../../lib/errors';
import { usePaymentColumns } from './payment-columns';
import { ReasonDialog } from './ReasonDialog';
import { TableCard } from './TableCard';

/** The invoice's payments (reversed ones marked); an admin reverses one with a reason. */
export function InvoicePayments({
  invoice,
  canReverse,
}: {
  invoice: InvoiceDetail;
  canReverse: boolean;
}) {
  const { t } = useTranslation();
  const columns = usePaymentColumns({ invoice: false, distributor: false });
  const reverse = useReversePayment();
  const [reversing, setReversing] = useState<Payment | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setReversing(null);
    setProblem(null);
  };
  const title = t('billing.payments.title');
  return (
    <TableCard title={title}>
      <DataTable
        label={title}
        rows={invoice.payments}
        rowKey={(p) => p.id}
        columns={
          canReverse
            ? [
                ...columns,
                {
                  key: 'actions',
                  header: t('common.actions'),
                  hideHeader: true,
                  className: 'text-right',
                  cell: (p: Payment) =>
                    p.reversedAt ? null : (
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => setReversing(p)}
                        aria-label={t('billing.payments.reverseNamed', {
                          amount: formatRupees(p.amountPaise),
                          reference: p.reference,
                        })}
                      >
                        <Undo2 className="size-4" aria-hidden="true" />
                        {t('billing.payments.reverse')}
                      </Button>
                    ),
                },
              ]
            : columns
        }
        states={{ empty: { title: t('billing.payments.none') } }}
      />
      {reversing ? (
        <ReasonDialog
          title={t('billing.payments.reverseTitle', {
            amount: formatRupees(reversing.amountPaise),
          })}
          message={t('billing.payments.reverseText', { reference: reversing.reference })}
          confirmLabel={t('billing.payments.reverse')}
          busy={reverse.isPending}
          problem={problem}
          onConfirm={(reason) =>
            reverse.mutate(
              { id: reversing.id, reason },
              {
                onSuccess: () => {
                  toast.success(t('billing.payments.reversedDone'));
                  close();
                },
                onError: (e) => setProblem(errorText(e, t, t('billing.payments.reverseFailed'))),
              },
            )
          }
          onClose={close}
        />
      ) : null}
    </TableCard>
  );
}
