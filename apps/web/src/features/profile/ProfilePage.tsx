import { BUSINESS_TIME_ZONE, can, type UserType } from '@dd/contract';
import {
  Bell,
  Building2,
  Clock,
  KeyRound,
  Settings2,
  ShieldCheck,
  UserRound,
  Webhook,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useUser } from '../../api/session';
import { PageHeader } from '../../components/ui/PageHeader';
import { useFormatters } from '../../lib/format';
import { ApiTokensSection } from './ApiTokensSection';
import { DataSection } from './DataSection';
import { DeletionRequestsSection } from './DeletionRequestsSection';
import { NotificationsSection } from './NotificationsSection';
import { OrganisationSection } from './OrganisationSection';
import { OverviewSection } from './OverviewSection';
import { PasswordSection } from './PasswordSection';
import { PreferencesSection } from './PreferencesSection';
import { ProfileCard } from './ProfileCard';
import { SecurityEventsSection } from './SecurityEventsSection';
import { SessionsSection } from './SessionsSection';
import { SystemAccessSection } from './SystemAccessSection';
import { TwoFactorSection } from './TwoFactorSection';
import { Tabs, tabPanelProps, type TabItem } from './Tabs';
import { WebhooksSection } from './webhooks/WebhooksSection';

const PROFILE_TABS = [
  'overview',
  'security',
  'notifications',
  'preferences',
  'organisation',
  'webhooks',
  'systemAccess',
] as const;
type TabKey = (typeof PROFILE_TABS)[number];

const TAB_ICONS = {
  overview: UserRound,
  security: KeyRound,
  notifications: Bell,
  preferences: Settings2,
  systemAccess: ShieldCheck,
  organisation: Building2,
  webhooks: Webhook,
} as const;

const isTab = (value: string | null): value is TabKey =>
  value !== null && (PROFILE_TABS as readonly string[]).includes(value);

/** Tabs for admins only: Organisation (our company on challans) and Webhooks. */
const ADMIN_TABS: Partial<Record<TabKey, Parameters<typeof can>[1]>> = {
  organisation: 'organisation:manage',
  webhooks: 'webhooks:manage',
};
const tabsFor = (role: UserType): TabKey[] =>
  PROFILE_TABS.filter((key) => {
    const action = ADMIN_TABS[key];
    return !action || can(role, action);
  });

/** docs/product/screens.md, Profile: the signed-in user's own account, for every role. */
export function ProfilePage() {
  const { t } = useTranslation();
  const user = useUser();
  const timeZone = user.preferences.timezone ?? BUSINESS_TIME_ZONE;
  const fmt = useFormatters(timeZone);
  // The open section is part of the URL (?tab=security), so a reload or a link keeps it.
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const visibleTabs = tabsFor(user.userType);
  const tab: TabKey = isTab(tabParam) && visibleTabs.includes(tabParam) ? tabParam : 'overview';
  const selectTab = (key: TabKey) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === 'overview') next.delete('tab');
        else next.set('tab', key);
        return next;
      },
      { replace: true },
    );

  const items: TabItem<TabKey>[] = visibleTabs.map((key) => {
    const Icon = TAB_ICONS[key];
    return {
      key,
      label: t(`profile.tabs.${key}`),
      // Icons only where all five tabs fit on one line with them.
      icon: <Icon aria-hidden="true" className="hidden size-4 2xl:block" />,
    };
  });

  const lastLogin = user.lastLoginAt
    ? t('profile.lastLoginValue', {
        date: fmt.dateTime(user.lastLoginAt),
        timezone: timeZone,
      })
    : t('profile.neverLoggedIn');

  return (
    <>
      <PageHeader
        title={t('pages.profile.title')}
        description={t('pages.profile.description')}
        actions={
          <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
            <Clock aria-hidden="true" className="size-4 shrink-0" />
            <span>
              {t('profile.lastLogin')}:{' '}
              <span data-testid="last-login" className="font-medium text-slate-900 dark:text-white">
                {lastLogin}
              </span>
            </span>
          </p>
        }
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="lg:col-span-1">
          <ProfileCard user={user} />
        </div>
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <Tabs
            id="profile"
            label={t('profile.tabs.label')}
            items={items}
            selected={tab}
            onSelect={selectTab}
          />
          <div
            {...tabPanelProps('profile', tab)}
            className="space-y-6 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400"
          >
            {tab === 'overview' && <OverviewSection user={user} />}
            {tab === 'security' && (
              <>
                <PasswordSection user={user} />
                <TwoFactorSection user={user} timeZone={timeZone} />
                <SessionsSection timeZone={timeZone} />
                <ApiTokensSection timeZone={timeZone} />
                <DataSection timeZone={timeZone} />
              </>
            )}
            {tab === 'notifications' && <NotificationsSection role={user.userType} />}
            {tab === 'preferences' && <PreferencesSection key={user.id} user={user} />}
            {tab === 'organisation' && <OrganisationSection />}
            {tab === 'webhooks' && <WebhooksSection timeZone={timeZone} />}
            {tab === 'systemAccess' && (
              <>
                <SystemAccessSection role={user.userType} />
                {can(user.userType, 'accounts:deactivate') && (
                  <DeletionRequestsSection timeZone={timeZone} />
                )}
                {can(user.userType, 'security:read') && (
                  <SecurityEventsSection timeZone={timeZone} />
                )}
              </>
            )}
          </div>
        </div>
      </div>
    </>
  );
}
