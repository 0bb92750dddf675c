import type { BillingPlan, DistributorBillingResponse, MachineType } from '@dd/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { mockFetch } from '../../test/fetch-mock';
import { makeDistributor, partyList } from '../../test/fixtures/parties';
import { makeUser, renderApp } from '../../test/render';

const plan = (
  id: number,
  name: string,
  machineType: MachineType,
  isDefault = false,
): BillingPlan => ({
  id,
  name,
  machineType,
  model: null,
  isDefault,
  versions: [
    {
      monthlyRentPaise: 35000,
      depositPaise: 200000,
      activationCommissionPaise: 0,
      monthlyCommissionPaise: 0,
      clawbackDays: 30,
      gstRatePercent: 18,
      sacCode: '997319',
      effectiveFrom: '2026-09',
    },
  ],
});

const XYZ_TERMS: DistributorBillingResponse = {
  distributorId: 2,
  plans: [{ machineType: 'POS', planId: 3, name: 'POS premium' }],
  paymentTermsDays: 30,
  tdsCertificateRateBp: 75,
  tdsCertificateNumber: 'LDC/2026/123',
};

type Answer = Parameters<typeof mockFetch>[0][string];

/** An admin at Billing > Plans with the dialog open and XYZ Distributors chosen. */
async function openTerms(put: Answer, terms: Answer = { body: XYZ_TERMS }) {
  setToken('tok');
  const calls = mockFetch({
    'GET /auth/me': { body: { user: makeUser('admin') } },
    'GET /billing/plans': {
      body: {
        plans: [
          plan(1, 'POS standard', 'POS', true),
          plan(2, 'Soundbox standard', 'SOUNDBOX', true),
          plan(3, 'POS premium', 'POS'),
        ],
      },
    },
    'GET /distributors': partyList('distributors', [
      makeDistributor(1, 'ABC Distributors'),
      makeDistributor(2, 'XYZ Distributors'),
    ]),
    'GET /distributors/2/billing': terms,
    'PUT /distributors/2/billing': put,
  });
  const user = userEvent.setup();
  renderApp('/billing/plans');
  await user.click(await screen.findByRole('button', { name: 'Distributor terms' }));
  const dialog = await screen.findByRole('dialog', { name: "A distributor's billing terms" });
  expect(within(dialog).getByRole('button', { name: 'Save terms' })).toBeDisabled();
  const distributor = within(dialog).getByRole('combobox', { name: 'Distributor' });
  await waitFor(() =>
    expect(
      within(distributor).getByRole('option', { name: 'XYZ Distributors' }),
    ).toBeInTheDocument(),
  );
  await user.selectOptions(distributor, 'XYZ Distributors');
  return { calls, user, dialog };
}

describe('Billing > Plans > Distributor terms', () => {
  it("edits a distributor's plan per device type, payment terms and certificate; empty is none", async () => {
    // The saved terms, as the server answers them: each plan with its name.
    const { calls, user, dialog } = await openTerms((call) => ({
      body: {
        ...XYZ_TERMS,
        ...(call.body as object),
        plans: [
          { machineType: 'POS', planId: 3, name: 'POS premium' },
          { machineType: 'SOUNDBOX', planId: 2, name: 'Soundbox standard' },
        ],
      },
    }));
    const pos = await within(dialog).findByRole('combobox', { name: 'Plan for POS devices' });
    const soundbox = within(dialog).getByRole('combobox', { name: 'Plan for Soundbox devices' });
    expect(pos).toHaveValue('3');
    expect(soundbox).toHaveValue('');
    expect(within(soundbox).getByRole('option', { selected: true })).toHaveTextContent(
      'The default plan',
    );
    expect(within(soundbox).queryByRole('option', { name: /POS/ })).toBeNull();
    const days = within(dialog).getByLabelText('Payment terms (days)');
    const rate = within(dialog).getByLabelText('Certificate TDS rate (%)');
    const number = within(dialog).getByLabelText('Certificate number');
    expect(days).toHaveValue('30');
    expect(rate).toHaveValue('0.75');
    expect(number).toHaveValue('LDC/2026/123');

    // A rate without its number, and days out of range: said on the fields, nothing sent.
    await user.clear(number);
    await user.clear(days);
    await user.type(days, '400');
    await user.click(within(dialog).getByRole('button', { name: 'Save terms' }));
    expect(within(dialog).getByText('Enter whole days, 0 to 365')).toBeInTheDocument();
    expect(within(dialog).getByText("Enter the certificate's number too")).toBeInTheDocument();
    expect(days).toHaveFocus();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    // No certificate any more, the soundbox's own plan, 45 days.
    await user.clear(rate);
    await user.clear(days);
    await user.type(days, '45');
    await user.selectOptions(soundbox, 'Soundbox standard · All models');
    await user.click(within(dialog).getByRole('button', { name: 'Save terms' }));
    expect(await screen.findByText('Billing terms of XYZ Distributors saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      plans: [
        { machineType: 'POS', planId: 3 },
        { machineType: 'SOUNDBOX', planId: 2 },
      ],
      paymentTermsDays: 45,
      tdsCertificateRateBp: null,
      tdsCertificateNumber: null,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a certificate rate as basis points, and shows a refusal by its code', async () => {
    const { calls, user, dialog } = await openTerms({
      status: 400,
      body: {
        error: 'Wrong type',
        code: 'billing_plan_wrong_type',
        params: { planId: 3, type: 'POS', expected: 'SOUNDBOX' },
      },
    });
    const rate = await within(dialog).findByLabelText('Certificate TDS rate (%)');
    await user.clear(rate);
    await user.type(rate, '1.5');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Plan for POS devices' }),
      '',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save terms' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That plan is for POS devices, not Soundbox',
    );
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      plans: [],
      paymentTermsDays: 30,
      tdsCertificateRateBp: 150,
      tdsCertificateNumber: 'LDC/2026/123',
    });
  });

  it('says when the terms could not be loaded, and Try again loads them', async () => {
    let failed = false;
    const { user, dialog } = await openTerms({ body: XYZ_TERMS }, () => {
      if (failed) return { body: XYZ_TERMS };
      failed = true;
      return { status: 500, body: { error: 'Boom', code: 'internal' } };
    });
    expect(await within(dialog).findByText('Could not load the terms')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save terms' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByLabelText('Payment terms (days)')).toHaveValue('30');
    expect(within(dialog).getByRole('button', { name: 'Save terms' })).toBeEnabled();
  });
});
