import type { BillingPlan } from '@dd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { mockFetch } from '../../test/fetch-mock';
import { makeUser, renderApp } from '../../test/render';

const created = (body: Record<string, unknown>): { plan: BillingPlan } => ({
  plan: {
    id: 7,
    name: String(body.name),
    machineType: 'POS',
    model: null,
    isDefault: false,
    versions: [
      {
        monthlyRentPaise: Number(body.monthlyRentPaise),
        depositPaise: Number(body.depositPaise),
        activationCommissionPaise: 0,
        monthlyCommissionPaise: 0,
        clawbackDays: 90,
        gstRatePercent: 18,
        sacCode: '997319',
        effectiveFrom: String(body.effectiveFrom),
      },
    ],
  },
});

async function openNewPlan() {
  setToken('tok');
  const calls = mockFetch({
    'GET /auth/me': { body: { user: makeUser('admin') } },
    'GET /billing/plans': { body: { plans: [] } },
    'POST /billing/plans': (call) => ({
      status: 201,
      body: created(call.body as Record<string, unknown>),
    }),
  });
  const user = userEvent.setup();
  renderApp('/billing/plans');
  await user.click(await screen.findByRole('button', { name: 'New plan' }));
  const dialog = await screen.findByRole('dialog', { name: 'New billing plan' });
  await user.type(within(dialog).getByLabelText('Name'), 'Rent POS');
  return { calls, user, dialog };
}

describe('rupee fields (Plans > New plan)', () => {
  it.each([
    ['1,180.50', '1180.5'],
    ['1180.5', '1,180.50'],
  ])('sends %s and %s as 118050 paise', async (rent, deposit) => {
    const { calls, user, dialog } = await openNewPlan();
    await user.type(within(dialog).getByLabelText('Monthly rent'), rent);
    await user.type(within(dialog).getByLabelText('Deposit'), deposit);
    await user.click(within(dialog).getByRole('button', { name: 'Create plan' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      name: 'Rent POS',
      machineType: 'POS',
      monthlyRentPaise: 118050,
      depositPaise: 118050,
      activationCommissionPaise: 0,
      monthlyCommissionPaise: 0,
    });
    expect(await screen.findByText('Plan Rent POS created')).toBeInTheDocument();
  });

  it('refuses 1.234 on the field and sends nothing', async () => {
    const { calls, user, dialog } = await openNewPlan();
    const rent = within(dialog).getByLabelText('Monthly rent');
    await user.type(rent, '1.234');
    await user.type(within(dialog).getByLabelText('Deposit'), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Create plan' }));

    expect(await within(dialog).findByText('At most two decimals (paise)')).toBeInTheDocument();
    expect(rent).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
