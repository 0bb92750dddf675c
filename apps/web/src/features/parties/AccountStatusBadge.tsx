import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/Badge';
import { accountStatusTone } from '../../lib/status-tones';
import type { PartyArea } from './area';

/** ACTIVE / INACTIVE as a coloured pill; any other value reads 'Unknown' (docs/product/api.md). */
export function AccountStatusBadge({ area, status }: { area: PartyArea; status: string }) {
  const { t } = useTranslation();
  const label =
    status === 'ACTIVE'
      ? t(`${area}.status.ACTIVE`)
      : status === 'INACTIVE'
        ? t(`${area}.status.INACTIVE`)
        : t(`${area}.status.unknown`);
  return <Badge tone={accountStatusTone(status)}>{label}</Badge>;
}
