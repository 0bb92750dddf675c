import type { User } from '@dd/contract';
import { Briefcase, Camera, IdCard, MapPin, CalendarDays } from 'lucide-react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/Badge';
import { focusRing } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { cn } from '../../components/ui/cn';
import { accountStatusTone } from '../../lib/status-tones';
import { useFormatters } from '../../lib/format';
import { employeeId } from './identity';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

/** The left card: who the user is (docs/product/screens.md, Profile). */
export function ProfileCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const fmt = useFormatters(user.preferences.timezone);
  const facts = [
    {
      key: 'employeeId',
      icon: IdCard,
      label: t('profile.card.employeeId'),
      value: employeeId(user),
    },
    {
      key: 'department',
      icon: Briefcase,
      label: t('profile.card.department'),
      value: t(`profile.departments.${user.userType}`),
    },
    {
      key: 'location',
      icon: MapPin,
      label: t('profile.card.location'),
      value: t(`profile.locations.${user.userType}`),
    },
    {
      key: 'memberSince',
      icon: CalendarDays,
      label: t('profile.card.memberSince'),
      value: fmt.date(user.createdAt),
    },
  ];

  return (
    <Card className="p-6">
      <div className="flex flex-col items-center text-center">
        <div className="relative">
          <span
            aria-hidden="true"
            className="flex size-24 items-center justify-center rounded-full bg-indigo-100 text-3xl font-semibold text-indigo-700 dark:bg-indigo-500/20 dark:text-indigo-300"
          >
            {initials(user.name)}
          </span>
          <button
            type="button"
            aria-label={t('profile.card.changePhoto')}
            title={t('profile.card.photoUnavailable')}
            onClick={() => toast(t('profile.card.photoUnavailable'), { id: 'photo-unavailable' })}
            className={cn(
              'absolute right-0 bottom-0 rounded-full border-2 border-white bg-indigo-600 p-1.5 text-white shadow hover:bg-indigo-500 dark:border-slate-900',
              focusRing,
            )}
          >
            <Camera aria-hidden="true" className="size-4" />
          </button>
        </div>
        <h2 className="mt-4 text-lg font-semibold break-words text-slate-900 dark:text-white">
          {user.name}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t(`profile.roles.${user.userType}`)}
        </p>
        <Badge tone={accountStatusTone(user.status)} className="mt-2">
          {t(`profile.accountStatus.${user.status}`)}
        </Badge>
      </div>
      <dl className="mt-6 space-y-3 border-t border-slate-200 pt-5 text-sm dark:border-slate-800">
        {facts.map(({ key, icon: Icon, label, value }) => (
          <div key={key}>
            <dt className="flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
              <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
              {label}
            </dt>
            <dd className="mt-0.5 pl-6 font-medium break-words text-slate-900 dark:text-white">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
