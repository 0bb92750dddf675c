import { KYC_STATUSES } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/Badge';
import { kycStatusTone } from '../../lib/status-tones';
import type { PartyArea } from './area';

/** A party's KYC status as a pill: pending (yellow), verified (green), rejected (red). */
export function KycBadge({ area, status }: { area: PartyArea; status: string | undefined }) {
  const { t } = useTranslation();
  if (!status || !(KYC_STATUSES as readonly string[]).includes(status)) return null;
  return <Badge tone={kycStatusTone(status)}>{t(`${area}.kyc.${status}` as never)}</Badge>;
}
