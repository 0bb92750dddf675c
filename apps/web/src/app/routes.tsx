import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { AssignmentsPage } from '../features/assignments/AssignmentsPage';
import { LoginPage } from '../features/auth/LoginPage';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { DistributorsPage } from '../features/distributors/DistributorsPage';
import { MachinesPage } from '../features/machines/MachinesPage';
import { OrderBookingPage } from '../features/orders/OrderBookingPage';
import { OrderDetailsPage } from '../features/orders/OrderDetailsPage';
import { OrdersPage } from '../features/orders/OrdersPage';
import { ProfilePage } from '../features/profile/ProfilePage';
import { ReportsPage } from '../features/reports/ReportsPage';
import { RetailersPage } from '../features/retailers/RetailersPage';
import { InventoryPage } from '../features/service-providers/InventoryPage';
import { ServiceProvidersPage } from '../features/service-providers/ServiceProvidersPage';
import { GuestOnly, RequireAuth, SessionRoot } from './guards';
import { AppLayout } from './layout/AppLayout';
import type { RouteHandle } from './route-handle';

const screen = (path: string, element: ReactNode, handle: RouteHandle): RouteObject => ({
  path,
  element,
  handle,
});

/** SPEC.md section 2, Routing. Shared by the browser router and the tests' memory router. */
export const routes: RouteObject[] = [
  {
    element: <SessionRoot />,
    children: [
      {
        element: <GuestOnly />,
        children: [{ path: '/login', element: <LoginPage /> }],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { index: true, element: <Navigate to="/dashboard" replace /> },
              screen('/dashboard', <DashboardPage />, { page: 'dashboard', nav: 'dashboard' }),
              screen('/service-providers', <ServiceProvidersPage />, {
                page: 'serviceProviders',
                nav: 'serviceProviders',
              }),
              screen('/inventory/:providerId', <InventoryPage />, {
                page: 'inventory',
                nav: 'serviceProviders',
              }),
              screen('/order/:providerId', <OrderBookingPage />, {
                page: 'orderBooking',
                nav: 'serviceProviders',
              }),
              screen('/orders', <OrdersPage />, { page: 'orders', nav: 'orders' }),
              screen('/orders/:id', <OrderDetailsPage />, { page: 'orderDetails', nav: 'orders' }),
              screen('/machines', <MachinesPage />, { page: 'machines', nav: 'machines' }),
              screen('/assignments', <AssignmentsPage />, {
                page: 'assignments',
                nav: 'assignments',
              }),
              screen('/distributors', <DistributorsPage />, {
                page: 'distributors',
                nav: 'distributors',
              }),
              screen('/retailers', <RetailersPage />, { page: 'retailers', nav: 'retailers' }),
              screen('/reports', <ReportsPage />, { page: 'reports', nav: 'reports' }),
              screen('/profile', <ProfilePage />, { page: 'profile', nav: 'profile' }),
            ],
          },
          // Any unknown path goes to the dashboard.
          { path: '*', element: <Navigate to="/dashboard" replace /> },
        ],
      },
    ],
  },
];
