import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/auth-storage';
import { captureDownloads } from '../../test/downloads';
import { fetchUrls, mockFetch, type MockCall } from '../../test/fetch-mock';
import { makeRmaBatch as batch, NO_BATCHES } from '../../test/fixtures/rma';
import { makeUser, renderApp } from '../../test/render';

function signedIn(routes: Parameters<typeof mockFetch>[0]) {
  setToken('tok');
  return mockFetch({ 'GET /auth/me': { body: { user: makeUser('admin') } }, ...routes });
}

afterEach(() => vi.restoreAllMocks());

describe('RmaBatchPage', { timeout: 20_000 }, () => {
  it('saves the batch dispatch note as a PDF named after the batch', async () => {
    signedIn({
      'GET /rma-batches/3': { body: { batch: batch() } },
      'GET /rma-batches/3/dispatch-note.pdf': { body: '%PDF-1.7' },
    });
    const saved = captureDownloads();
    renderApp('/machines/rma/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Dispatch note (PDF)' }));
    await waitFor(() => expect(saved.map((f) => f.name)).toEqual(['RMA-000003.pdf']));
    expect(fetchUrls('/rma-batches/3/dispatch-note.pdf')).toHaveLength(1);
  });

  it('says so when the dispatch note cannot be made', async () => {
    signedIn({
      'GET /rma-batches/3': { body: { batch: batch() } },
      // A code the catalogue does not know: the page's own words.
      'GET /rma-batches/3/dispatch-note.pdf': { status: 400, body: { error: 'x', code: 'odd' } },
    });
    renderApp('/machines/rma/3');
    await userEvent.click(await screen.findByRole('button', { name: 'Dispatch note (PDF)' }));
    expect(await screen.findByText('Could not make the dispatch note')).toBeInTheDocument();
  });

  it('closes only once every device has an outcome, with the replacement serial', async () => {
    const calls = signedIn({
      'GET /rma-batches/3': { body: { batch: batch() } },
      'POST /rma-batches/3/close': { body: { batch: batch({ status: 'CLOSED' }) } },
    });
    renderApp('/machines/rma/3');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Close batch' }));
    const confirm = screen.getAllByRole('button', { name: 'Close batch' }).at(-1)!;
    expect(confirm).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Outcome of SB-1'), 'REPAIRED');
    await user.selectOptions(screen.getByLabelText('Outcome of SB-2'), 'REPLACED');
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('Replacement serial for SB-2'), 'SB-NEW-1');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() =>
      expect(calls.find((c: MockCall) => c.method === 'POST')?.body).toEqual({
        outcomes: [
          { machineId: 1, outcome: 'REPAIRED' },
          { machineId: 2, outcome: 'REPLACED', replacementSerial: 'SB-NEW-1' },
        ],
      }),
    );
  });

  it('shows a refused step in the user language', async () => {
    signedIn({
      'GET /rma-batches/3': { body: { batch: batch({ status: 'SENT', receivedAt: null }) } },
      'POST /rma-batches/3/received': {
        status: 409,
        body: {
          error: 'x',
          code: 'rma_invalid_transition',
          params: { status: 'RECEIVED_BY_PROVIDER' },
        },
      },
    });
    renderApp('/machines/rma/3');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark received by provider' }));
    await user.click(screen.getByRole('button', { name: 'Mark received' }));
    expect(
      await screen.findByText(
        'This return batch cannot take that step now (it is RECEIVED_BY_PROVIDER)',
      ),
    ).toBeInTheDocument();
  });

  it('shows the empty state of the batches list', async () => {
    signedIn({
      'GET /rma-batches': NO_BATCHES,
    });
    renderApp('/machines/rma');
    expect(await screen.findByText('No return batches yet')).toBeVisible();
  });
});
