import { can, formatRupees, type CommissionStatement } from '@dd/contract';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useApproveCommission } from '../../../api/books';
import { useUser } from '../../../api/session';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { errorText } from '../../../lib/errors';
import { useFormatters } from '../../../lib/format';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { Money } from '../Money';
import { afterWrite } from './after-write';
import { CommissionApprovalBadge } from './credit-state';
import { CreditActions } from './CreditActions';

/** Basis points as a percent without a float: 200 -> '2', 50 -> '0.5', 125 -> '1.25'. */
export const percentOfBp = (bp: number) =>
  `${Math.floor(bp / 100)}${
    bp % 100
      ? `.${String(bp % 100)
          .padStart(2, '0')
          .replace(/0$/, '')}`
      : ''
  }`;

/** "Approve" (admins) with its confirmation: the statement is numbered, frozen, TDS withheld. */
function ApproveButton({ statement }: { statement: CommissionStatement }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const approve = useApproveCommission();
  const [asking, setAsking] = useState(false);
  const [key] = useState(newIdempotencyKey);
  const named = { distributor: statement.distributorName, month: fmt.month(statement.month) };
  return (
    <>
      <Button onClick={() => setAsking(true)} aria-label={t('books.approval.approveNamed', named)}>
        <BadgeCheck className="size-4" aria-hidden="true" />
        {t('books.approval.approve')}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={t('books.approval.title')}
        message={t('books.approval.text', { ...named, total: formatRupees(statement.totalPaise) })}
        confirmLabel={t('books.approval.approve')}
        busy={approve.isPending}
        onConfirm={() =>
          afterWrite(
            approve.mutateAsync({
              body: { month: statement.month, distributorId: statement.distributorId },
              key,
            }),
            ({ statement: done }) => {
              setAsking(false);
              toast.success(
                t('books.approval.done', {
                  number: done.approval?.number,
                  net: formatRupees(done.approval?.netPaise ?? 0),
                }),
              );
            },
            (e) => {
              setAsking(false);
              toast.error(errorText(e, t, t('books.approval.failed')));
            },
          )
        }
      />
    </>
  );
}

/**
 * A statement's approval, under its sums: before it, an admin's Approve (a statement above
 * zero); after it, its number, gross, the TDS withheld (section 194H), the net owed and what is
 * paid so far, with Pay out and Set against invoices for what is left.
 */
export function StatementApproval({ statement }: { statement: CommissionStatement }) {
  const { t } = useTranslation();
  const fmt = useFormatters();
  const admin = can(useUser().userType, 'billing:write');
  const approval = statement.approval;
  if (!approval) {
    if (statement.totalPaise <= 0) return null;
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('books.approval.pending')}</p>
        {admin ? <ApproveButton statement={statement} /> : null}
      </div>
    );
  }
  const sums = [
    ['gross', t('books.approval.gross'), approval.grossPaise],
    ['tds', t('books.approval.tds', { rate: percentOfBp(approval.tdsRateBp) }), approval.tdsPaise],
    ['net', t('books.approval.net'), approval.netPaise],
    ['paid', t('books.approval.paid'), approval.appliedPaise],
  ] as const;
  return (
    <section
      aria-label={t('books.approval.label', { number: approval.number })}
      className="border-b border-slate-200 px-4 py-3 dark:border-slate-800"
    >
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <span className="font-medium text-slate-900 dark:text-white">{approval.number}</span>
        <CommissionApprovalBadge status={approval.status} />
        <span className="text-xs text-slate-500 dark:text-slate-400">
          {t('books.approval.on', { date: fmt.date(approval.approvedOn) })}
        </span>
      </div>
      <dl className="mb-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {sums.map(([key, label, paise]) => (
          <div key={key} data-approval={key}>
            <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
            <dd className={key === 'net' ? 'font-semibold' : undefined}>
              <Money paise={paise} />
            </dd>
          </div>
        ))}
      </dl>
      {admin ? (
        <div className="flex flex-wrap gap-2">
          <CreditActions
            credit={{
              sourceType: 'COMMISSION',
              sourceId: approval.id,
              sourceNumber: approval.number,
              date: approval.approvedOn,
              distributorId: statement.distributorId,
              distributorName: statement.distributorName,
              unappliedPaise: approval.unappliedPaise,
            }}
          />
        </div>
      ) : null}
    </section>
  );
}
