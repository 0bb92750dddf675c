import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../test/downloads';
import { mockFetch } from '../test/fetch-mock';
import { renderInApp } from '../test/render';
import { PrintLabelsButton } from './PrintLabelsButton';

afterEach(() => vi.restoreAllMocks());

describe('Print labels', { timeout: 20_000 }, () => {
  it('asks what the QR holds and whether to print TID and MID, then saves the labels', async () => {
    const calls = mockFetch({ 'POST /machines/labels.pdf': { body: '%PDF-1.7' } });
    const saved = captureDownloads();
    renderInApp(<PrintLabelsButton ids={[4, 9]} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Print labels' }));
    const dialog = screen.getByRole('dialog', { name: 'Print 2 labels' });
    const qr = within(dialog).getByLabelText('QR code holds');
    expect(qr).toHaveValue('PAYMENT');
    expect(within(dialog).getByText(/Customers scan it to pay/)).toBeVisible();
    await user.selectOptions(qr, 'LINK');
    expect(
      within(dialog).getByText('Staff scan it to open the device in this console.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Print the TID and MID' }));
    await user.click(within(dialog).getByRole('button', { name: 'Print labels' }));
    await waitFor(() => expect(saved.map((f) => f.name)).toEqual(['labels.pdf']));
    expect(calls.find((c) => c.path === '/machines/labels.pdf')?.body).toEqual({
      ids: [4, 9],
      qr: 'LINK',
      tidMid: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open and says why when the labels cannot be made', async () => {
    mockFetch({
      'POST /machines/labels.pdf': {
        status: 400,
        body: { error: 'x', code: 'labels_too_many', params: { max: 1000 } },
      },
    });
    renderInApp(<PrintLabelsButton ids={[4]} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Print labels' }));
    const dialog = screen.getByRole('dialog', { name: 'Print 1 label' });
    await user.click(within(dialog).getByRole('button', { name: 'Print labels' }));
    expect(await screen.findByText(/1000/)).toBeInTheDocument();
    expect(dialog).toBeVisible();
  });
});
