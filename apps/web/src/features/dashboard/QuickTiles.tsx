import { menuFor, type MenuKey, type UserType } from '@dd/contract';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NAV_ICONS } from '../../components/nav-icons';
import { focusRing } from '../../components/ui/Button';
import { cn } from '../../components/ui/cn';

/** The four tiles of the dashboard (docs/product/screens.md), in this order. */
const TILE_KEYS = ['serviceProviders', 'machines', 'orders', 'assignments'] as const;
type TileKey = (typeof TILE_KEYS)[number];

const TILE_TONES: Record<TileKey, string> = {
  serviceProviders: 'bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300',
  machines: 'bg-emerald-50 text-emerald-600 dark:bg-emerald-500/15 dark:text-emerald-300',
  orders: 'bg-amber-50 text-amber-600 dark:bg-amber-500/15 dark:text-amber-300',
  assignments: 'bg-sky-50 text-sky-600 dark:bg-sky-500/15 dark:text-sky-300',
};

/** Tiles for the screens this role has in its menu (a retailer has none of them). */
function tilesFor(role: UserType) {
  const menu = menuFor(role);
  return TILE_KEYS.flatMap((key) => {
    const item = menu.find((entry) => entry.key === (key as MenuKey));
    return item ? [{ key, path: item.path }] : [];
  });
}

export function QuickTiles({ role }: { role: UserType }) {
  const { t } = useTranslation();
  const tiles = tilesFor(role);
  if (tiles.length === 0) return null;
  return (
    <nav aria-label={t('dashboard.tiles.heading')}>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {tiles.map(({ key, path }) => {
          const Icon = NAV_ICONS[key];
          return (
            <li key={key}>
              <Link
                to={path}
                className={cn(
                  'group flex h-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-indigo-300 hover:shadow-md dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500/60',
                  focusRing,
                )}
              >
                <span className={cn('rounded-lg p-2', TILE_TONES[key])} aria-hidden="true">
                  <Icon className="size-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-center gap-1 font-medium text-slate-900 dark:text-white">
                    {t(`dashboard.tiles.${key}.title`)}
                    <ArrowRight
                      aria-hidden="true"
                      className="size-4 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-indigo-500 motion-reduce:transition-none"
                    />
                  </span>
                  <span className="mt-0.5 block text-sm text-slate-600 dark:text-slate-400">
                    {t(`dashboard.tiles.${key}.description`)}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
