import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../test/downloads';
import { mockFetch } from '../../test/fetch-mock';
import { makeUser, renderInApp } from '../../test/render';
import { KycDocumentsSection } from './KycDocumentsSection';

afterEach(() => vi.restoreAllMocks());

const LIST = {
  documents: [
    {
      kind: 'PAN_CARD',
      fileName: 'pan-card.pdf',
      contentType: 'application/pdf',
      size: 1200,
      uploadedAt: '2026-11-20T05:00:00.000Z',
      uploadedBy: { id: 2, name: 'Ravi' },
    },
  ],
};

describe('KYC documents of a retailer', { timeout: 20_000 }, () => {
  it('lists each kind, downloads a stored one, and offers upload to who may write', async () => {
    mockFetch({
      'GET /retailers/5/documents': { body: LIST },
      'GET /retailers/5/documents/PAN_CARD': { body: '%PDF-1.7' },
    });
    const saved = captureDownloads();
    renderInApp(<KycDocumentsSection retailerId={5} user={makeUser('distributor')} />);
    expect(await screen.findByText(/pan-card\.pdf · uploaded/)).toBeVisible();
    expect(screen.getAllByText('Not uploaded yet')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Replace PAN card' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Upload GST certificate' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Upload Shop photo' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Download PAN card' }));
    await waitFor(() => expect(saved.map((f) => f.name)).toEqual(['pan-card.pdf']));
  });

  it('lets a retailer read its documents without upload buttons', async () => {
    mockFetch({ 'GET /retailers/5/documents': { body: LIST } });
    renderInApp(<KycDocumentsSection retailerId={5} user={makeUser('retailer')} />);
    expect(await screen.findByRole('button', { name: 'Download PAN card' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Upload|Replace/ })).not.toBeInTheDocument();
  });
});
