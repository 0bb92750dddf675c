import type { ServiceProvider } from '@dd/contract';
import { CheckCircle2, Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { cn } from '../../../components/ui/cn';

/** One provider as a radio card (single selection, arrow keys move between cards). */
export function ProviderCard({
  provider,
  checked,
  onSelect,
  name,
}: {
  provider: ServiceProvider;
  checked: boolean;
  onSelect: () => void;
  name: string;
}) {
  const { t } = useTranslation();
  const active = provider.status === 'ACTIVE';
  const contacts = [
    { key: 'email', icon: Mail, value: provider.email, line: 'min-w-0 items-center' },
    { key: 'phone', icon: Phone, value: provider.phone, line: 'items-center' },
    { key: 'address', icon: MapPin, value: provider.address, line: 'items-start' },
  ] as const;
  return (
    <label
      className={cn(
        'relative flex cursor-pointer flex-col gap-3 rounded-xl border bg-white p-5 shadow-sm transition-colors dark:bg-slate-900',
        'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-indigo-600',
        checked
          ? 'border-indigo-600 ring-2 ring-indigo-600 dark:border-indigo-400 dark:ring-indigo-400'
          : 'border-slate-200 hover:border-indigo-300 dark:border-slate-800 dark:hover:border-indigo-500/50',
      )}
    >
      <input
        type="radio"
        name={name}
        value={provider.id}
        checked={checked}
        onChange={onSelect}
        className="sr-only"
      />
      <span className="flex items-start justify-between gap-3">
        <span className="min-w-0">
          <span className="block text-base font-semibold text-slate-900 dark:text-white">
            {provider.name}
          </span>
          <span className="block text-sm text-slate-600 dark:text-slate-400">
            {provider.company_name}
          </span>
        </span>
        <span className="flex shrink-0 items-center gap-2">
          <Badge tone={active ? 'green' : 'red'}>{t(`providers.status.${provider.status}`)}</Badge>
          {checked && (
            <CheckCircle2
              className="size-5 text-indigo-600 dark:text-indigo-400"
              aria-hidden="true"
            />
          )}
        </span>
      </span>
      <span className="flex flex-col gap-1.5 text-sm text-slate-600 dark:text-slate-400">
        {contacts.map(({ key, icon: Icon, value, line }) => (
          <span key={key} className={cn('flex gap-2', line)}>
            <Icon
              className={cn('size-4 shrink-0 text-slate-400', key === 'address' && 'mt-0.5')}
              aria-hidden="true"
            />
            <span className="sr-only">{t(`providers.${key}`)}: </span>
            <span className={key === 'email' ? 'truncate' : undefined}>
              {value ?? t('common.none')}
            </span>
          </span>
        ))}
      </span>
    </label>
  );
}
