import type { MachineStats as Stats } from '@dd/contract';
import {
  Building2,
  CheckCircle2,
  CreditCard,
  Layers,
  ShoppingBag,
  UserCheck,
  Volume2,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCardList, type StatSpec } from '../../components/ui/StatCard';
import { useFormatters } from '../../lib/format';

type Shown = 'total' | 'pos' | 'soundbox' | 'available' | 'assigned' | 'b2b' | 'b2c';

const MACHINE_STATS: readonly StatSpec<Shown>[] = [
  { key: 'total', icon: Layers },
  { key: 'pos', icon: CreditCard, tone: 'blue' },
  { key: 'soundbox', icon: Volume2, tone: 'purple' },
  { key: 'available', icon: CheckCircle2, tone: 'green' },
  { key: 'assigned', icon: UserCheck, tone: 'yellow' },
  { key: 'b2b', icon: Building2, tone: 'indigo' },
  { key: 'b2c', icon: ShoppingBag, tone: 'slate' },
];

/** The seven stat cards, from the server's stats over the caller's whole scope. */
export function MachineStats({ stats }: { stats: Stats | undefined }) {
  const { t } = useTranslation();
  const { number } = useFormatters();
  const n = (value: number | undefined) => (value === undefined ? t('common.none') : number(value));
  // Phones: two columns, without the icons, so the labels fit.
  return (
    <section
      aria-label={t('machines.stats.label')}
      className="mb-6 grid grid-cols-2 gap-3 max-sm:[&>div>span]:hidden sm:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-7"
    >
      <StatCardList
        specs={MACHINE_STATS}
        label={(key) => t(`machines.stats.${key}`)}
        value={(key) => n(stats?.[key])}
      />
    </section>
  );
}
