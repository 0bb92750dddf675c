import type { UserType } from '@dd/contract';
import { Check, Minus, ShieldCheck, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/Badge';
import { accessLevelTone } from '../../lib/status-tones';
import { moduleAccess, permissionsOf } from './access';
import { Section } from './Section';

const LEVEL_ICON = { full: Check, limited: Minus, none: X } as const;

/** What the role may do, from the contract's permission matrix. */
export function SystemAccessSection({ role }: { role: UserType }) {
  const { t } = useTranslation();
  return (
    <Section
      title={t('profile.systemAccess.heading')}
      description={t('profile.systemAccess.description')}
    >
      <dl className="mb-5 text-sm">
        <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">
          {t('profile.systemAccess.role')}
        </dt>
        <dd className="mt-0.5 font-medium text-slate-900 dark:text-white">
          {t(`profile.roles.${role}`)}
        </dd>
      </dl>

      <h3 className="text-sm font-semibold text-slate-900 dark:text-white">
        {t('profile.systemAccess.permissions')}
      </h3>
      <ul className="mt-2 flex flex-wrap gap-2" data-testid="permissions">
        {permissionsOf(role).map((key) => (
          <li
            key={key}
            className="inline-flex items-center gap-1.5 rounded-full bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-800 dark:bg-indigo-500/15 dark:text-indigo-200"
          >
            <ShieldCheck aria-hidden="true" className="size-4" />
            {t(`profile.systemAccess.permissionNames.${key}`)}
          </li>
        ))}
      </ul>

      <h3 className="mt-6 text-sm font-semibold text-slate-900 dark:text-white">
        {t('profile.systemAccess.modules')}
      </h3>
      <ul className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
        {moduleAccess(role).map(({ module, level }) => {
          const Icon = LEVEL_ICON[level];
          return (
            <li
              key={module}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-800"
            >
              <span className="text-sm text-slate-900 dark:text-white">
                {t(`profile.systemAccess.moduleNames.${module}`)}
              </span>
              <Badge tone={accessLevelTone(level)}>
                <Icon aria-hidden="true" className="size-3" />
                {t(`profile.systemAccess.levels.${level}`)}
              </Badge>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
