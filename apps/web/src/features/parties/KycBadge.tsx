import { useTranslation } from 'react-i18next';
import { Badge, type Tone } from '../../components/ui/Badge';
import type { PartyArea } from './area';

const TONES: Record<string, Tone> = { PENDING: 'yellow', VERIFIED: 'green', REJECTED: 'red' };

/** A party's KYC status as a pill: pending (yellow), verified (green), rejected (red). */
export function KycBadge({ area, status }: { area: PartyArea; status: string | undefined }) {
  const { t } = useTranslation();
  if (!status || !TONES[status]) return null;
  return <Badge tone={TONES[status]}>{t(`${area}.kyc.${status}` as never)}</Badge>;
}
