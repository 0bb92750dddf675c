import { can } from '@dd/contract';
import { PackagePlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass, focusRing } from '../../../components/ui/Button';
import { cn } from '../../../components/ui/cn';
import { useUser } from '../../../api/session';

/** "Receive stock" looks like the primary button; the receipts list is a plain link. */
const receiptsLinkClass = cn(
  'rounded text-sm font-medium text-indigo-700 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-100',
  focusRing,
);

/**
 * A provider's stock receipts and "Receive stock" (admins only: whoever may write machines), on
 * the providers screen's cards and the provider's inventory page.
 */
export function ReceiveStockLinks({ providerId }: { providerId: number | string }) {
  const { t } = useTranslation();
  const user = useUser();
  if (!can(user.userType, 'machines:write')) return null;
  const to = `/inventory/${providerId}/receipts`;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Link to={to} className={receiptsLinkClass}>
        {t('receipts.list.title')}
      </Link>
      <Link to={to} state={{ receive: true }} className={buttonClass()}>
        <PackagePlus className="size-4" aria-hidden="true" />
        {t('receipts.receiveStock')}
      </Link>
    </div>
  );
}
