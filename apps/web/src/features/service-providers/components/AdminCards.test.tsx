import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { mockProviderPage } from '../../../test/fixtures/orders';

describe("The inventory page's admin cards", { timeout: 20_000 }, () => {
  it.each([
    { heading: 'Provider settings', path: '/settings' },
    { heading: 'Low-stock alerts', path: '/stock-thresholds' },
  ])('a distributor does not see $heading', async ({ heading, path }) => {
    const calls = mockProviderPage('distributor');
    renderApp('/inventory/1');
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByRole('heading', { name: heading })).toBeNull();
    expect(calls.some((c) => c.path.endsWith(path))).toBe(false);
  });
});
