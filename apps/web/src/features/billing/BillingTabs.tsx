import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUser } from '../../api/session';
import { tabClass, tabListClass } from '../../components/ui/tab-style';
import { billingTabsFor, type BillingTab } from './tabs';

/** Billing's screens as a row of links; the open one is the current page. */
export function BillingTabs({ current }: { current: BillingTab }) {
  const { t } = useTranslation();
  const user = useUser();
  return (
    <nav aria-label={t('billing.tabs.label')} className="mb-6">
      <ul className={tabListClass}>
        {billingTabsFor(user.userType).map((tab) => (
          <li key={tab.key}>
            <Link
              to={tab.path}
              aria-current={tab.key === current ? 'page' : undefined}
              className={tabClass(tab.key === current)}
            >
              {'label' in tab ? t(tab.label) : t(`billing.tabs.${tab.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
