import 'i18next';
import type Core from './locales/en/core.json';
import type Errors from './locales/en/errors.json';
import type Dashboard from './locales/en/dashboard.json';
import type Profile from './locales/en/profile.json';
import type Providers from './locales/en/providers.json';
import type Booking from './locales/en/booking.json';
import type Orders from './locales/en/orders.json';
import type Machines from './locales/en/machines.json';
import type Assignments from './locales/en/assignments.json';
import type Distributors from './locales/en/distributors.json';
import type Retailers from './locales/en/retailers.json';
import type Reports from './locales/en/reports.json';
import type Receipts from './locales/en/receipts.json';
import type Rma from './locales/en/rma.json';
import type Transfers from './locales/en/transfers.json';
import type Scan from './locales/en/scan.json';
import type Tokens from './locales/en/tokens.json';
import type StockAlerts from './locales/en/stockAlerts.json';
import type Schedules from './locales/en/schedules.json';
import type Webhooks from './locales/en/webhooks.json';
import type Inbox from './locales/en/inbox.json';
import type Billing from './locales/en/billing.json';
import type Books from './locales/en/books.json';
import type Offline from './locales/en/offline.json';
import type NotificationKinds from '../../../../packages/contract/locales/en/notificationKinds.json';
import type Records from '../../../../packages/contract/locales/en/records.json';
import type ReportTitles from '../../../../packages/contract/locales/en/reportTitles.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof Core &
        typeof Errors &
        typeof Dashboard &
        typeof Profile &
        typeof Providers &
        typeof Booking &
        typeof Orders &
        typeof Machines &
        typeof Assignments &
        typeof Distributors &
        typeof Retailers &
        typeof Reports &
        typeof Receipts &
        typeof Rma &
        typeof Transfers &
        typeof Scan &
        typeof Tokens &
        typeof StockAlerts &
        typeof Schedules &
        typeof Webhooks &
        typeof Inbox &
        typeof Billing &
        typeof Books &
        typeof Offline &
        typeof NotificationKinds &
        typeof Records &
        typeof ReportTitles;
    };
  }
}
