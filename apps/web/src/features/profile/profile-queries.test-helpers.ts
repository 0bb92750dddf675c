/** Test helpers shared by the profile tabs' tests. */
import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { renderApp } from '../../test/render';

/** The card of the profile section headed `name` (a level-2 heading), to query within. */
export async function sectionNamed(name: string) {
  const heading = await screen.findByRole('heading', { level: 2, name });
  return within(heading.closest('.rounded-xl') as HTMLElement);
}

/** `?tab=` an admins-only tab as someone else: Overview opens, the tab is not offered. */
export async function expectAdminOnlyTab(tab: string, label: string) {
  renderApp(`/profile?tab=${tab}`);
  expect(await screen.findByRole('tab', { name: 'Overview' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(screen.queryByRole('tab', { name: label })).not.toBeInTheDocument();
}
