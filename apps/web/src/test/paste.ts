import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * "Paste a list" opened from `from`: `text` pasted and submitted with the `submit` button, then
 * closed with Done. Answers what the result showed: the counts line, the heading over the
 * serials not taken, and each of their lines.
 */
export async function pasteList(user: UserEvent, from: HTMLElement, text: string, submit: string) {
  await user.click(within(from).getByRole('button', { name: 'Paste a list' }));
  const dialog = await screen.findByRole('dialog', { name: 'Paste a list of serial numbers' });
  await user.click(within(dialog).getByLabelText('Serial numbers'));
  await user.paste(text);
  await user.click(within(dialog).getByRole('button', { name: submit }));
  const result = await within(dialog).findByTestId('paste-result');
  const shown = {
    counts: result.querySelector('p')?.textContent,
    notTaken: within(result).queryByRole('heading')?.textContent,
    lines: [...result.querySelectorAll('li [data-result]')].map((line) => line.textContent),
  };
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  return shown;
}
