import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import type { ScanOutcome } from '../../lib/scan/outcome';
import { SerialEntry } from './SerialEntry';

/** A screen that knows SN-1 and SN-2 (SN-2 is taken) and has SN-3 ticked already. */
const resolve = vi.fn(
  async (serials: string[]): Promise<ScanOutcome[]> =>
    serials.map((serial) => ({
      serial,
      result:
        serial === 'SN-1'
          ? 'added'
          : serial === 'SN-2'
            ? 'unavailable'
            : serial === 'SN-3'
              ? 'already'
              : serial === 'SN-9'
                ? 'outOfScope'
                : 'unknown',
    })),
);

afterEach(() => {
  resolve.mockClear();
  vi.unstubAllGlobals();
});

describe('SerialEntry', () => {
  it("takes a scanner's serial + Enter and says what became of it", async () => {
    const user = userEvent.setup();
    render(<SerialEntry onSerials={resolve} />);
    const field = screen.getByLabelText('Scan a serial number');
    await user.type(field, ' SN-1 {Enter}');
    expect(resolve).toHaveBeenCalledWith(['SN-1']);
    expect(await screen.findByText('SN-1 added')).toBeVisible();
    expect(field).toHaveValue('');
    await user.type(field, 'SN-2{Enter}');
    expect(await screen.findByText('SN-2: not available')).toBeVisible();
    expect(screen.queryByText('SN-1 added')).toBeNull();
  });

  it('pastes a list: split and deduped, one call; the ones not selected are listed with why', async () => {
    const user = userEvent.setup();
    render(<SerialEntry onSerials={resolve} />);
    await user.click(screen.getByRole('button', { name: 'Paste a list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paste a list of serial numbers' });
    await user.click(within(dialog).getByRole('button', { name: 'Select' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Paste at least one serial number.',
    );
    await user.type(
      within(dialog).getByLabelText('Serial numbers'),
      'SN-1, sn-1 SN-2{Enter}SN-3;NOPE SN-9',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Select' }));
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(resolve).toHaveBeenCalledWith(['SN-1', 'SN-2', 'SN-3', 'NOPE', 'SN-9'], ['sn-1']);
    const result = await within(dialog).findByTestId('paste-result');
    expect(result).toHaveTextContent('1 selected · 1 already selected');
    expect(within(result).getByText('Not selected (3)')).toBeVisible();
    expect(within(result).getByText('SN-2: not available')).toBeVisible();
    expect(within(result).getByText('NOPE: unknown serial number')).toBeVisible();
    expect(
      within(result).getByText('SN-9: not one of the devices this screen can take'),
    ).toBeVisible();
    expect(within(result).queryByText('SN-1 added')).toBeNull();
  });

  it('says so clearly when the camera permission is denied, or there is no camera', async () => {
    const denied = Object.assign(new Error('denied'), { name: 'NotAllowedError' });
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia: vi.fn().mockRejectedValue(denied) },
    });
    const user = userEvent.setup();
    const { unmount } = render(<SerialEntry onSerials={resolve} />);
    await user.click(screen.getByRole('button', { name: 'Scan with camera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scan barcodes' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Camera permission was denied.',
    );
    unmount();

    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    render(<SerialEntry onSerials={resolve} />);
    await user.click(screen.getByRole('button', { name: 'Scan with camera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No camera was found');
  });
});
