import { can, type Distributor, type User } from '@dd/contract';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../components/ui/States';
import { useDistributorRetailers } from '../../api/distributors';
import { AccountStatusBadge } from './AccountStatusBadge';
import { DetailSection, RelatedLink } from './DetailList';

/** How many of its retailers the detail view lists (a link leads to all of them). */
const RETAILERS_SHOWN = 5;

/** A distributor's first retailers in its detail view, for users who may read retailers. */
export function DistributorRetailers({ row, user }: { row: Distributor; user: User }) {
  const { t } = useTranslation();
  const readable = can(user.userType, 'retailers:read');
  const retailers = useDistributorRetailers(readable ? row.id : null, RETAILERS_SHOWN);
  if (!readable) return null;
  return (
    <DetailSection title={t('distributors.detail.retailersList')}>
      {retailers.isPending ? (
        <LoadingState label={t('distributors.detail.loadingRetailers')} />
      ) : retailers.isError ? (
        <p className="text-sm text-red-700 dark:text-red-300">
          {t('distributors.detail.retailersFailed')}
        </p>
      ) : retailers.data.retailers.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('distributors.detail.noRetailers')}
        </p>
      ) : (
        <>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {retailers.data.retailers.map((retailer) => (
              <li
                key={retailer.id}
                className="flex items-center justify-between gap-3 px-3 py-2 text-sm"
              >
                <span className="min-w-0">
                  <span className="block truncate font-medium text-slate-900 dark:text-white">
                    {retailer.name}
                  </span>
                  <span className="block truncate text-slate-600 dark:text-slate-400">
                    {retailer.shop_name}
                    {retailer.city ? ` · ${retailer.city}` : ''}
                  </span>
                </span>
                <AccountStatusBadge area="distributors" status={retailer.status} />
              </li>
            ))}
          </ul>
          <RelatedLink to={`/retailers?distributorId=${row.id}`}>
            {t('distributors.detail.allRetailers', { count: retailers.data.total })}
          </RelatedLink>
        </>
      )}
    </DetailSection>
  );
}
