import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { mockProviderPage } from '../../../test/fixtures/orders';

const signedIn = (role: 'admin' | 'distributor') =>
  mockProviderPage(role, [], {
    'PUT /service-providers/1/settings': ({ body }) => ({ body: body as object }),
  });

describe('Provider settings (inventory page)', { timeout: 20_000 }, () => {
  it('an admin changes the idle days and the swap mapping rule', async () => {
    const calls = signedIn('admin');
    const user = userEvent.setup();
    renderApp('/inventory/1');
    expect(await screen.findByRole('heading', { name: 'Provider settings' })).toBeVisible();
    const days = screen.getByLabelText('Idle after (days)');
    expect(days).toHaveValue(30);
    await user.clear(days);
    await user.type(days, '0');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Enter a whole number of days from 1 to 365',
    );
    await user.clear(days);
    await user.type(days, '45');
    await user.selectOptions(
      screen.getByLabelText('On a faulty-device swap'),
      'Issue a new TID, MID and QR',
    );
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Provider settings saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      idleDays: 45,
      swapMapping: 'ISSUE_NEW',
    });
  });
});
