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
import { StatCard } from '../../components/ui/StatCard';

/** The seven stat cards, from the server's stats over the caller's whole scope. */
export function MachineStats({ stats }: { stats: Stats | undefined }) {
  const { t, i18n } = useTranslation();
  const n = (value: number | undefined) =>
    value === undefined ? t('common.none') : value.toLocaleString(i18n.language);
  // Phones: two columns, without the icons, so the labels fit.
  return (
    <section
      aria-label={t('machines.stats.label')}
      className="mb-6 grid grid-cols-2 gap-3 max-sm:[&>div>span]:hidden sm:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-7"
    >
      <StatCard label={t('machines.stats.total')} value={n(stats?.total)} icon={Layers} />
      <StatCard
        label={t('machines.stats.pos')}
        value={n(stats?.pos)}
        icon={CreditCard}
        tone="blue"
      />
      <StatCard
        label={t('machines.stats.soundbox')}
        value={n(stats?.soundbox)}
        icon={Volume2}
        tone="purple"
      />
      <StatCard
        label={t('machines.stats.available')}
        value={n(stats?.available)}
        icon={CheckCircle2}
        tone="green"
      />
      <StatCard
        label={t('machines.stats.assigned')}
        value={n(stats?.assigned)}
        icon={UserCheck}
        tone="yellow"
      />
      <StatCard
        label={t('machines.stats.b2b')}
        value={n(stats?.b2b)}
        icon={Building2}
        tone="indigo"
      />
      <StatCard
        label={t('machines.stats.b2c')}
        value={n(stats?.b2c)}
        icon={ShoppingBag}
        tone="slate"
      />
    </section>
  );
}
