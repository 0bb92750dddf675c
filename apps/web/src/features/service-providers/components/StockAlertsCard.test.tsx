import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { mockProviderPage } from '../../../test/fixtures/orders';

const saved = {
  id: 7,
  machineType: 'POS',
  model: null,
  threshold: 5,
  available: 3,
  below: true,
  updatedAt: '2026-11-24T06:00:00.000Z',
};

const signedIn = (role: 'admin' | 'distributor', thresholds: object[] = []) =>
  mockProviderPage(role, thresholds, {
    'PUT /service-providers/1/stock-thresholds': ({ body }) => ({
      body: {
        thresholds: (body as { thresholds: Array<Record<string, unknown>> }).thresholds.map(
          (x, i) => ({ ...x, id: 20 + i, available: 2, below: true, updatedAt: saved.updatedAt }),
        ),
      },
    }),
  });

describe('Low-stock alerts (inventory page)', { timeout: 20_000 }, () => {
  it('shows each threshold with the devices in stock and a Below badge', async () => {
    signedIn('admin', [saved]);
    renderApp('/inventory/1');
    const row = (await screen.findAllByTestId('stock-alert-row'))[0]!;
    expect(within(row).getByLabelText('Alert below, row 1')).toHaveValue(5);
    expect(within(row).getByText('Below')).toBeVisible();
    expect(row).toHaveTextContent('3');
  });

  it('an empty list says so; a new row is checked before it is saved', async () => {
    const calls = signedIn('admin');
    const user = userEvent.setup();
    renderApp('/inventory/1');
    expect(await screen.findByText('No low-stock alerts yet')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add threshold' }));
    await user.click(screen.getByRole('button', { name: 'Add threshold' }));
    await user.click(screen.getByRole('button', { name: 'Save alerts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Correct the marked rows');
    expect(screen.getAllByText('Enter a whole number from 1 to 100,000')).toHaveLength(2);
    await user.type(screen.getByLabelText('Alert below, row 1'), '4');
    await user.type(screen.getByLabelText('Alert below, row 2'), '9');
    await user.click(screen.getByRole('button', { name: 'Save alerts' }));
    expect(screen.getByText('Two thresholds have the same type and model')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Type, row 2'), 'Soundbox');
    await user.type(screen.getByLabelText('Model, row 2'), ' QR Box ');
    await user.click(screen.getByRole('button', { name: 'Save alerts' }));
    expect(await screen.findByText('Low-stock alerts saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      thresholds: [
        { machineType: 'POS', model: null, threshold: 4 },
        { machineType: 'SOUNDBOX', model: 'QR Box', threshold: 9 },
      ],
    });
    expect(await screen.findAllByText('Below')).toHaveLength(2);
  });

  it('removing a saved threshold asks first', async () => {
    const calls = signedIn('admin', [saved]);
    const user = userEvent.setup();
    renderApp('/inventory/1');
    await user.click(await screen.findByRole('button', { name: 'Remove threshold, row 1' }));
    await user.click(screen.getByRole('button', { name: 'Save alerts' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Saving removes 1 low-stock alert.');
    await user.click(within(dialog).getByRole('button', { name: 'Save and remove' }));
    expect(await screen.findByText('Low-stock alerts saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ thresholds: [] });
  });
});
