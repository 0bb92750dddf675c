import type { ActivityState } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { Badge, type Tone } from '../../components/ui/Badge';

/** Online green, offline red, dormant (activated, hardly used) orange, never seen slate. */
export const ACTIVITY_TONES: Record<ActivityState, Tone> = {
  ONLINE: 'green',
  OFFLINE: 'red',
  DORMANT: 'orange',
  NEVER_SEEN: 'slate',
};

/** A device's activity state (decision 0176) as a badge: Online, Offline, Dormant, Never seen. */
export function ActivityBadge({ state }: { state: ActivityState }) {
  const { t } = useTranslation();
  return <Badge tone={ACTIVITY_TONES[state]}>{t(`machines.activity.states.${state}`)}</Badge>;
}
