import { test as setup } from '@playwright/test';
import { DEMO, signInThroughForm, storageStateFile, type DemoAccount } from './support/session';

// One real sign-in through the form per demo account; the journeys reuse its stored session
// (support/session.ts, signIn). auth.spec.ts still signs in through the form for each role.
for (const who of Object.keys(DEMO) as DemoAccount[]) {
  setup(`sign in as ${who}`, async ({ page }) => {
    await signInThroughForm(page, who);
    await page.context().storageState({ path: storageStateFile(who) });
  });
}
