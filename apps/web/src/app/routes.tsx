import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { loadEnglishTexts } from '../i18n';
import { GuestOnly, RequireAuth, SessionRoot } from './guards';
import { LoadingScreen } from './LoadingScreen';
import type { RouteHandle } from './route-handle';
import { RequirePermission } from './RequirePermission';
import { PageLoading, RootRouteError, RouteError } from './RouteStates';

/**
 * A page loaded on first visit (its own chunk: the first load carries only the shell), with the
 * screens' English texts (fetched once, alongside). The router keeps the current screen, with a
 * progress bar in the layout, until the page is ready.
 */
const page =
  (load: () => Promise<ComponentType>): RouteObject['lazy'] =>
  async () => {
    const [Component] = await Promise.all([load(), loadEnglishTexts()]);
    return { Component };
  };

/** A signed-in screen behind its guard: the page renders only for a role that may use it. */
const screen = (path: string, lazy: RouteObject['lazy'], handle: RouteHandle): RouteObject => ({
  path,
  handle,
  element: <RequirePermission action={handle.permission} />,
  children: [{ index: true, lazy }],
});

/** docs/product/screens.md, Routes. Shared by the browser router and the tests' memory router. */
export const routes: RouteObject[] = [
  {
    element: <SessionRoot />,
    ErrorBoundary: RootRouteError,
    children: [
      {
        element: <GuestOnly />,
        // On a first visit, while the page's code loads. The routes above it already render,
        // so the session check runs meanwhile.
        HydrateFallback: LoadingScreen,
        children: [
          {
            path: '/login',
            lazy: page(() => import('../features/auth/LoginPage').then((m) => m.LoginPage)),
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            // The layout (header, menu, bell) is its own chunk, fetched alongside the first
            // screen's (the initial JS budget, bench/): a first visit waits for both here.
            lazy: async () => ({ Component: (await import('./layout/AppLayout')).AppLayout }),
            HydrateFallback: LoadingScreen,
            children: [
              {
                // Inside the layout: a spinner while a first visit's page loads, and the error
                // of a screen that fails to load.
                HydrateFallback: PageLoading,
                ErrorBoundary: RouteError,
                children: [
                  { index: true, element: <Navigate to="/dashboard" replace /> },
                  screen(
                    '/dashboard',
                    page(() =>
                      import('../features/dashboard/DashboardPage').then((m) => m.DashboardPage),
                    ),
                    { page: 'dashboard', nav: 'dashboard', permission: 'dashboard:read' },
                  ),
                  screen(
                    '/service-providers',
                    page(() =>
                      import('../features/service-providers/ServiceProvidersPage').then(
                        (m) => m.ServiceProvidersPage,
                      ),
                    ),
                    {
                      page: 'serviceProviders',
                      nav: 'serviceProviders',
                      permission: 'providers:read',
                    },
                  ),
                  screen(
                    '/inventory/:providerId',
                    page(() =>
                      import('../features/service-providers/InventoryPage').then(
                        (m) => m.InventoryPage,
                      ),
                    ),
                    { page: 'inventory', nav: 'serviceProviders', permission: 'providers:read' },
                  ),
                  screen(
                    '/order/:providerId',
                    page(() =>
                      import('../features/orders/OrderBookingPage').then((m) => m.OrderBookingPage),
                    ),
                    { page: 'orderBooking', nav: 'serviceProviders', permission: 'orders:create' },
                  ),
                  screen(
                    '/orders',
                    page(() => import('../features/orders/OrdersPage').then((m) => m.OrdersPage)),
                    { page: 'orders', nav: 'orders', permission: 'orders:read' },
                  ),
                  screen(
                    '/orders/:id',
                    page(() =>
                      import('../features/orders/OrderDetailsPage').then((m) => m.OrderDetailsPage),
                    ),
                    { page: 'orderDetails', nav: 'orders', permission: 'orders:read' },
                  ),
                  screen(
                    '/machines',
                    page(() =>
                      import('../features/machines/MachinesPage').then((m) => m.MachinesPage),
                    ),
                    { page: 'machines', nav: 'machines', permission: 'machines:read' },
                  ),
                  // Returns to the provider (admins): reached from the Machines screen.
                  screen(
                    '/machines/rma',
                    page(() =>
                      import('../features/rma/RmaBatchesPage').then((m) => m.RmaBatchesPage),
                    ),
                    { page: 'rmaBatches', nav: 'machines', permission: 'machines:write' },
                  ),
                  screen(
                    '/machines/rma/:id',
                    page(() => import('../features/rma/RmaBatchPage').then((m) => m.RmaBatchPage)),
                    { page: 'rmaBatch', nav: 'machines', permission: 'machines:write' },
                  ),
                  screen(
                    '/assignments',
                    page(() =>
                      import('../features/assignments/AssignmentsPage').then(
                        (m) => m.AssignmentsPage,
                      ),
                    ),
                    { page: 'assignments', nav: 'assignments', permission: 'assignments:read' },
                  ),
                  screen(
                    '/distributors',
                    page(() =>
                      import('../features/parties/distributors').then((m) => m.DistributorsPage),
                    ),
                    { page: 'distributors', nav: 'distributors', permission: 'distributors:read' },
                  ),
                  screen(
                    '/retailers',
                    page(() =>
                      import('../features/parties/retailers').then((m) => m.RetailersPage),
                    ),
                    { page: 'retailers', nav: 'retailers', permission: 'retailers:read' },
                  ),
                  screen(
                    '/reports',
                    page(() =>
                      import('../features/reports/ReportsPage').then((m) => m.ReportsPage),
                    ),
                    { page: 'reports', nav: 'reports', permission: 'reports:read' },
                  ),
                  // Billing (decision 0147): /billing opens its first tab; each tab is a route.
                  {
                    path: '/billing',
                    handle: { page: 'billingInvoices', nav: 'billing', permission: 'billing:read' },
                    element: <RequirePermission action="billing:read" />,
                    children: [
                      { index: true, element: <Navigate to="/billing/invoices" replace /> },
                    ],
                  },
                  screen(
                    '/billing/invoices',
                    page(() =>
                      import('../features/billing/InvoicesPage').then((m) => m.InvoicesPage),
                    ),
                    { page: 'billingInvoices', nav: 'billing', permission: 'billing:read' },
                  ),
                  screen(
                    '/billing/invoices/:id',
                    page(() =>
                      import('../features/billing/InvoicePage').then((m) => m.InvoicePage),
                    ),
                    { page: 'billingInvoice', nav: 'billing', permission: 'billing:read' },
                  ),
                  screen(
                    '/billing/payments',
                    page(() =>
                      import('../features/billing/PaymentsPage').then((m) => m.PaymentsPage),
                    ),
                    { page: 'billingPayments', nav: 'billing', permission: 'billing:read' },
                  ),
                  screen(
                    '/billing/credit-notes',
                    page(() =>
                      import('../features/billing/books/CreditNotesPage').then(
                        (m) => m.CreditNotesPage,
                      ),
                    ),
                    { page: 'billingCreditNotes', nav: 'billing', permission: 'billing:read' },
                  ),
                  screen(
                    '/billing/credit-notes/:id',
                    page(() =>
                      import('../features/billing/books/CreditNotePage').then(
                        (m) => m.CreditNotePage,
                      ),
                    ),
                    { page: 'billingCreditNote', nav: 'billing', permission: 'billing:read' },
                  ),
                  screen(
                    '/billing/refund-vouchers',
                    page(() =>
                      import('../features/billing/books/RefundVouchersPage').then(
                        (m) => m.RefundVouchersPage,
                      ),
                    ),
                    { page: 'billingRefundVouchers', nav: 'billing', permission: 'billing:read' },
                  ),
                  screen(
                    '/billing/refund-vouchers/:id',
                    page(() =>
                      import('../features/billing/books/RefundVoucherPage').then(
                        (m) => m.RefundVoucherPage,
                      ),
                    ),
                    { page: 'billingRefundVoucher', nav: 'billing', permission: 'billing:read' },
                  ),
                  screen(
                    '/billing/payouts',
                    page(() =>
                      import('../features/billing/books/PayoutsPage').then((m) => m.PayoutsPage),
                    ),
                    { page: 'billingPayouts', nav: 'billing', permission: 'billing:read' },
                  ),
                  screen(
                    '/billing/ledger',
                    page(() => import('../features/billing/LedgerPage').then((m) => m.LedgerPage)),
                    { page: 'billingLedger', nav: 'billing', permission: 'billing:read' },
                  ),
                  screen(
                    '/billing/commissions',
                    page(() =>
                      import('../features/billing/CommissionsPage').then((m) => m.CommissionsPage),
                    ),
                    { page: 'billingCommissions', nav: 'billing', permission: 'billing:read' },
                  ),
                  screen(
                    '/billing/exports',
                    page(() =>
                      import('../features/billing/ExportsPage').then((m) => m.ExportsPage),
                    ),
                    { page: 'billingExports', nav: 'billing', permission: 'billing:write' },
                  ),
                  screen(
                    '/billing/plans',
                    page(() => import('../features/billing/PlansPage').then((m) => m.PlansPage)),
                    { page: 'billingPlans', nav: 'billing', permission: 'billing:write' },
                  ),
                  screen(
                    '/billing/runs',
                    page(() => import('../features/billing/RunsPage').then((m) => m.RunsPage)),
                    { page: 'billingRuns', nav: 'billing', permission: 'billing:write' },
                  ),
                  // Stock receipts (admins): reached from a provider's inventory, not the menu.
                  screen(
                    '/inventory/:providerId/receipts',
                    page(() =>
                      import('../features/receipts/ProviderReceiptsPage').then(
                        (m) => m.ProviderReceiptsPage,
                      ),
                    ),
                    { page: 'receipts', nav: 'serviceProviders', permission: 'machines:write' },
                  ),
                  screen(
                    '/receipts/:id',
                    page(() =>
                      import('../features/receipts/ReceivingPage').then((m) => m.ReceivingPage),
                    ),
                    { page: 'receiving', nav: 'serviceProviders', permission: 'machines:write' },
                  ),
                  // Transfers between distributors: reached from the Machines screen.
                  screen(
                    '/machines/transfers',
                    page(() =>
                      import('../features/transfers/TransfersPage').then((m) => m.TransfersPage),
                    ),
                    { page: 'transfers', nav: 'machines', permission: 'transfers:read' },
                  ),
                  screen(
                    '/machines/transfers/:id',
                    page(() =>
                      import('../features/transfers/TransferDetailPage').then(
                        (m) => m.TransferDetailPage,
                      ),
                    ),
                    { page: 'transferDetail', nav: 'machines', permission: 'transfers:read' },
                  ),
                  screen(
                    '/profile',
                    page(() =>
                      import('../features/profile/ProfilePage').then((m) => m.ProfilePage),
                    ),
                    { page: 'profile', nav: 'profile', permission: 'profile:self' },
                  ),
                ],
              },
            ],
          },
          // Any unknown path goes to the dashboard.
          { path: '*', element: <Navigate to="/dashboard" replace /> },
        ],
      },
    ],
  },
];
