import { menuFor, type UserType } from '@dd/contract/values';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';
import { useRouteHandle } from '../route-handle';
import { NAV_ICONS } from '../../components/nav-icons';

/** The menu in the product's order (docs/product/screens.md), filtered by role; the current screen's entry is highlighted. */
export function SidebarNav({
  userType,
  onNavigate,
}: {
  userType: UserType;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const active = useRouteHandle()?.nav;
  return (
    <nav aria-label={t('layout.mainNavigation')} className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="space-y-1">
        {menuFor(userType).map((item) => {
          const Icon = NAV_ICONS[item.key];
          const current = item.key === active;
          return (
            <li key={item.key}>
              <Link
                to={item.path}
                onClick={onNavigate}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'group flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                  focusRing,
                  current
                    ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300'
                    : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white',
                )}
              >
                <Icon
                  aria-hidden="true"
                  className={cn(
                    'size-5 shrink-0',
                    current
                      ? 'text-indigo-600 dark:text-indigo-400'
                      : 'text-slate-400 group-hover:text-slate-600 dark:text-slate-500 dark:group-hover:text-slate-300',
                  )}
                />
                {t(`nav.${item.key}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
