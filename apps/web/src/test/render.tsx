import type { User, UserType } from '@dd/contract';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';

/** Renders the whole app (providers, session, routes) at `path`. */
export function renderApp(path = '/') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
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
