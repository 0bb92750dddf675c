import type { User, UserType } from '@dd/contract';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';

const testQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });

/** Renders one component inside the app's providers (cache, i18n, toasts), without routes. */
export function renderInApp(ui: ReactNode) {
  return render(<AppProviders cache={testQueryClient()}>{ui}</AppProviders>);
}

/** Renders the whole app (providers, session, routes) at `path`. */
export function renderApp(path = '/') {
  const queryClient = testQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders cache={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

export function makeUser(userType: UserType = 'admin', overrides: Partial<User> = {}): User {
  return {
    id: 1,
    name: 'Asha Patel',
    email: `${userType}@demo.test`,
    userType,
    phone: null,
    status: 'ACTIVE',
    distributorId: null,
    retailerId: null,
    preferences: { theme: 'light', language: 'en', timezone: 'Asia/Kolkata' },
    createdAt: '2024-01-01T00:00:00.000Z',
    lastLoginAt: null,
    twoFactorEnabled: false,
    ...overrides,
  };
}
