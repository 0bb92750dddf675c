import type { ProviderStock } from '@dd/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../../lib/auth-storage';
import { mockFetch } from '../../../test/fetch-mock';
import { makeUser, renderApp } from '../../../test/render';
import { EMPTY_INVENTORY, makeProvider } from '../../../test/fixtures/orders';

const stock = (id: number, overrides: Partial<ProviderStock> = {}): ProviderStock => ({
  serviceProviderId: id,
  inStock: 12,
  booked: 3,
  inTransit: 2,
  atRetailers: 7,
  withDistributors: 4,
  maintenance: 1,
  awaitingReceipt: 18,
  ...overrides,
});

/** The live block's figures as label -> value, read from its term/definition pairs. */
function figuresIn(region: HTMLElement) {
  const terms = within(region).getAllByRole('term');
  const values = within(region).getAllByRole('definition');
  return Object.fromEntries(terms.map((term, i) => [term.textContent, values[i]!.textContent]));
}

describe('Live stock figures', { timeout: 20_000 }, () => {
  it('shows each provider its live figures beside the fixed ones, labelled live', async () => {
    setToken('tok');
    mockFetch({
      'GET /auth/me': { body: { user: makeUser('admin') } },
      'GET /service-providers': { body: [makeProvider(1), makeProvider(2)] },
      'GET /service-providers/stock': {
        body: { scope: 'all', stock: [stock(1), stock(2, { inStock: 0, awaitingReceipt: 0 })] },
      },
    });
    renderApp('/service-providers');

    const figures = await screen.findByRole('region', { name: 'Stock by provider' });
    const cards = within(figures).getAllByRole('heading', { level: 3 });
    expect(cards.map((h) => h.textContent)).toEqual([
      'Bharat Payment Services',
      'Sarvatra Pay Networks',
    ]);
    // The spec's fixed figures stay as they are.
    expect(within(figures).getByText('390')).toBeVisible();
    expect(within(figures).getByText('251')).toBeVisible();
    expect(within(figures).getAllByText('500')).toHaveLength(2);

    const live = await within(figures).findAllByRole('region', { name: 'Live stock' });
    expect(live).toHaveLength(2);
    expect(
      within(live[0]!).getByText('Counted now from the records (not the fixed figures).'),
    ).toBeVisible();
    expect(figuresIn(live[0]!)).toEqual({
      'In stock': '12',
      Booked: '3',
      'In transit': '2',
      'At retailers': '7',
      'With distributors': '4',
      Maintenance: '1',
      'Awaiting receipt': '18',
    });
    expect(figuresIn(live[1]!)).toMatchObject({ 'In stock': '0', 'Awaiting receipt': '0' });
  });

  it('shows a distributor its view on the inventory page, without receipts', async () => {
    setToken('tok');
    mockFetch({
      'GET /auth/me': { body: { user: makeUser('distributor', { distributorId: 3 }) } },
      'GET /service-providers/2': { body: makeProvider(2) },
      'GET /service-providers/2/inventory': { body: EMPTY_INVENTORY },
      'GET /service-providers/2/stock': {
        body: { ...stock(2, { awaitingReceipt: null, maintenance: 0 }), scope: 'yours' },
      },
    });
    renderApp('/inventory/2');

    const live = await screen.findByRole('region', { name: 'Live stock' });
    expect(await within(live).findByText('12')).toBeVisible();
    expect(
      within(live).getByText("Counted now: the provider's stock plus the devices you hold."),
    ).toBeVisible();
    expect(figuresIn(live)).toEqual({
      'In stock': '12',
      Booked: '3',
      'In transit': '2',
      'At retailers': '7',
      'With distributors': '4',
      Maintenance: '0',
    });
    expect(within(live).queryByText('Awaiting receipt')).not.toBeInTheDocument();
  });
});
