import { can, type User } from '@dd/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDecideKyc } from '../../api/party-kyc';
import { Button } from '../../components/ui/Button';
import { errorText } from '../../lib/errors';
import type { PartyArea } from './area';
import { DetailSection } from './DetailList';
import { FormError, TextField } from '../../components/forms/FormField';
import { KycBadge } from './KycBadge';

type KycRow = {
  id: number;
  kyc_status: 'PENDING' | 'VERIFIED' | 'REJECTED';
  kyc_rejection_reason: string | null;
};

/**
 * A party's KYC in its detail: the status, the rejection reason, and for admins Verify and
 * Reject (with a required reason). A distributor sees its retailers' KYC, without the actions.
 */
export function KycSection({ area, row, user }: { area: PartyArea; row: KycRow; user: User }) {
  const { t } = useTranslation();
  const decide = useDecideKyc(`/${area}`);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const admin = can(user.userType, 'kyc:decide');

  const send = async (status: 'VERIFIED' | 'REJECTED') => {
    setFailure(null);
    if (status === 'REJECTED' && !reason.trim()) {
      setReasonError(t(`${area}.kyc.reasonRequired`));
      return;
    }
    try {
      await decide.mutateAsync({
        id: row.id,
        body: status === 'REJECTED' ? { status, reason: reason.trim() } : { status },
      });
      setRejecting(false);
      setReason('');
      setReasonError(undefined);
    } catch (error) {
      setFailure(errorText(error, t, t(`${area}.kyc.failed`)));
    }
  };

  return (
    <DetailSection title={t(`${area}.kyc.title`)}>
      <div className="space-y-3 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <KycBadge area={area} status={row.kyc_status} />
          {row.kyc_status === 'REJECTED' && row.kyc_rejection_reason && (
            <span className="text-slate-600 dark:text-slate-400">
              {t(`${area}.kyc.rejectedBecause`, { reason: row.kyc_rejection_reason })}
            </span>
          )}
        </div>
        <FormError message={failure} />
        {admin && !rejecting && (
          <div className="flex flex-wrap gap-2">
            {row.kyc_status !== 'VERIFIED' && (
              <Button size="sm" disabled={decide.isPending} onClick={() => void send('VERIFIED')}>
                {t(`${area}.kyc.verify`)}
              </Button>
            )}
            <Button size="sm" variant="secondary" onClick={() => setRejecting(true)}>
              {t(`${area}.kyc.reject`)}
            </Button>
          </div>
        )}
        {admin && rejecting && (
          <div className="space-y-2">
            <TextField
              id={`kyc-reason-${row.id}`}
              label={t(`${area}.kyc.reason`)}
              error={reasonError}
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="danger"
                disabled={decide.isPending}
                onClick={() => void send('REJECTED')}
              >
                {t(`${area}.kyc.confirmReject`)}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setRejecting(false)}>
                {t(`${area}.kyc.cancel`)}
              </Button>
            </div>
          </div>
        )}
      </div>
    </DetailSection>
  );
}
