import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './render';

/** The Machines screen, then the detail dialog of the machine `serial` (its View button). */
export async function openMachineDetail(serial = 'TLR-POS-000001') {
  const user = userEvent.setup();
  renderApp('/machines');
  const shown = await screen.findByText(serial, { selector: 'p' });
  await user.click(within(shown.closest('tr')!).getByRole('button', { name: /View/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Machine Details' });
  return { user, dialog };
}
