import { can, formatRupees, type RefundVoucherDetail } from '@dd/contract';
import { Send } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useIssueRefundVoucher, useRefundVoucher } from '../../../api/books';
import { useUser } from '../../../api/session';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { DataTable } from '../../../components/ui/DataTable';
import { PageHeader } from '../../../components/ui/PageHeader';
import { recordStates } from '../../../components/ui/RecordStates';
import { Serial } from '../../../components/ui/Serial';
import { BackLink } from '../../../components/ui/TextLink';
import { errorText } from '../../../lib/errors';
import { useFormatters } from '../../../lib/format';
import { phraseText } from '../../../lib/phrases';
import { Money } from '../Money';
import { afterWrite } from './after-write';
import { TableCard } from '../TableCard';
import { AllocationsTable } from './AllocationsTable';
import { CreditActions } from './CreditActions';
import { CreditPayouts } from './CreditPayouts';
import { RefundVoucherStatusBadge } from './credit-state';
import { FactsCard, FiguresCard } from './DocumentCards';
import { DocumentDownloads } from './DocumentDownloads';

/** "Issue" on a draft voucher (admins), after a confirmation naming the distributor and amount. */
function IssueVoucher({ voucher }: { voucher: RefundVoucherDetail }) {
  const { t } = useTranslation();
  const issue = useIssueRefundVoucher();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button onClick={() => setAsking(true)} disabled={issue.isPending}>
        <Send className="size-4" aria-hidden="true" />
        {t('billing.invoice.issue')}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('books.refundVoucher.issueTitle')}
        message={t('books.refundVoucher.issueText', {
          distributor: voucher.distributorName,
          amount: formatRupees(voucher.amountPaise),
        })}
        confirmLabel={t('billing.invoice.issue')}
        busy={issue.isPending}
        onConfirm={() =>
          afterWrite(
            issue.mutateAsync(voucher.id),
            ({ refundVoucher }) => {
              toast.success(t('books.refundVoucher.issued', { number: refundVoucher.number }));
              setAsking(false);
            },
            (e) => {
              setAsking(false);
              toast.error(errorText(e, t, t('books.refundVoucher.issueFailed')));
            },
          )
        }
      />
    </>
  );
}

/** The devices whose deposits it returns: serial, wording, amount. */
function VoucherLines({ voucher }: { voucher: RefundVoucherDetail }) {
  const { t } = useTranslation();
  const title = t('books.refundVoucher.lines');
  return (
    <TableCard title={title}>
      <DataTable
        label={title}
        rows={voucher.lines.map((line, index) => ({ ...line, index }))}
        rowKey={(l) => l.index}
        columns={[
          {
            key: 'serial',
            header: t('billing.lines.serial'),
            cell: (l) => <Serial>{l.serialNumber}</Serial>,
          },
          {
            key: 'description',
            header: t('billing.lines.description'),
            cell: (l) => phraseText(t, l.phrase, l.description),
          },
          {
            key: 'amount',
            header: t('billing.lines.amount'),
            className: 'text-right',
            headerClassName: 'text-right',
            cell: (l) => <Money paise={l.amountPaise} />,
          },
        ]}
        states={{ empty: { title: t('books.refundVoucher.noLines') } }}
      />
    </TableCard>
  );
}

/**
 * /billing/refund-vouchers/{id}: a refund voucher (deposits returned: no GST), its lines per
 * device, status and sums, what it was set against and paid out; its PDF; an admin issues a
 * draft and uses what is left of an issued one.
 */
export function RefundVoucherPage() {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const user = useUser();
  const admin = can(user.userType, 'billing:write');
  const id = Number(useParams().id);
  const query = useRefundVoucher(id);
  const back = <BackLink to="/billing/refund-vouchers">{t('books.refundVoucher.back')}</BackLink>;
  const waiting = recordStates(query, id, back, {
    loading: t('books.refundVoucher.loading'),
    notFound: t('books.refundVoucher.notFound'),
    loadFailed: t('books.refundVoucher.loadFailed'),
  });
  if (waiting || !query.data) return waiting;
  const voucher = query.data.refundVoucher;
  const draft = voucher.status === 'DRAFT';
  return (
    <>
      {back}
      <PageHeader
        title={
          voucher.number
            ? t('books.refundVoucher.title', { number: voucher.number })
            : t('books.refundVoucher.draftTitle')
        }
        description={voucher.distributorName}
        actions={
          <div className="flex flex-wrap gap-2">
            <DocumentDownloads kind="refundVoucher" id={voucher.id} number={voucher.number} />
            {admin && draft ? <IssueVoucher voucher={voucher} /> : null}
            {admin && voucher.number ? (
              <CreditActions
                credit={{
                  sourceType: 'REFUND_VOUCHER',
                  sourceId: voucher.id,
                  sourceNumber: voucher.number,
                  date: voucher.issuedOn ?? undefined,
                  distributorId: voucher.distributorId,
                  distributorName: voucher.distributorName,
                  unappliedPaise: voucher.unappliedPaise,
                }}
              />
            ) : null}
          </div>
        }
      />
      <FactsCard
        badge={<RefundVoucherStatusBadge status={voucher.status} />}
        facts={[
          { label: t('billing.invoices.distributor'), value: voucher.distributorName },
          { label: t('billing.invoices.month'), value: fmt.month(voucher.month) },
          { label: t('billing.invoice.issuedOn'), value: fmt.date(voucher.issuedOn) },
        ]}
      />
      <VoucherLines voucher={voucher} />
      <FiguresCard
        title={t('billing.totals.title')}
        figures={[
          {
            key: 'amount',
            label: t('books.figures.amount'),
            paise: voucher.amountPaise,
            strong: true,
            always: true,
          },
          ...(draft
            ? []
            : [
                {
                  key: 'applied',
                  label: t('books.figures.applied'),
                  paise: voucher.appliedPaise,
                  always: true,
                },
                {
                  key: 'unapplied',
                  label: t('books.figures.unapplied'),
                  paise: voucher.unappliedPaise,
                  strong: true,
                  always: true,
                },
              ]),
        ]}
      />
      {draft ? null : (
        <>
          <AllocationsTable
            title={t('books.allocations.setAgainst')}
            allocations={voucher.allocations}
            show="invoice"
            empty={t('books.allocations.none')}
          />
          <CreditPayouts payouts={voucher.payouts} />
        </>
      )}
    </>
  );
}
