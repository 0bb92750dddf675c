import type { CommissionApproval, RefundVoucherStatus } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import {
  commissionApprovalTone,
  creditStateTone,
  refundVoucherStatusTone,
} from '../../../lib/status-tones';

/** A credit note's state: Open while something is unapplied, else Applied. */
export function CreditStateBadge({ unappliedPaise }: { unappliedPaise: number }) {
  const { t } = useTranslation();
  const state = unappliedPaise > 0 ? 'OPEN' : 'APPLIED';
  return <Badge tone={creditStateTone(state)}>{t(`books.creditStates.${state}`)}</Badge>;
}

export function RefundVoucherStatusBadge({ status }: { status: RefundVoucherStatus }) {
  const { t } = useTranslation();
  return <Badge tone={refundVoucherStatusTone(status)}>{t(`books.voucherStatus.${status}`)}</Badge>;
}

export function CommissionApprovalBadge({ status }: { status: CommissionApproval['status'] }) {
  const { t } = useTranslation();
  return <Badge tone={commissionApprovalTone(status)}>{t(`books.approvalStatus.${status}`)}</Badge>;
}
