import { generate } from 'otplib';
import type { App } from '../src/app';
import { TEST_PASSWORD } from './app';

const PERIOD = 30;
const currentStep = () => Math.floor(Date.now() / 1000 / PERIOD);

/**
 * A valid code the server has not seen: the current step's, or (when that step was already
 * used) the next step's, which the ±1 step drift accepts. Only a third code within one step
 * would have to wait for the clock (the tests use at most two).
 */
export async function freshCode(secret: string, lastStep: number | null) {
  let step = Math.max(currentStep(), (lastStep ?? -1) + 1);
  while (step > currentStep() + 1) {
    await new Promise((resolve) =>
      setTimeout(resolve, (PERIOD - ((Date.now() / 1000) % PERIOD)) * 1000 + 50),
    );
    step = Math.max(currentStep(), (lastStep ?? -1) + 1);
  }
  return { code: await generate({ secret, epoch: step * PERIOD }), step };
}

/** A code of the step, as the authenticator app shows it then. */
export const codeAt = (secret: string, step: number) => generate({ secret, epoch: step * PERIOD });

/** A wrong code for the secret (none of the three steps the server accepts now). */
export async function wrongCode(secret: string) {
  const step = currentStep();
  const valid = await Promise.all([-1, 0, 1, 2].map((d) => codeAt(secret, step + d)));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0');
    if (!valid.includes(candidate)) return candidate;
  }
}

type Auth = { authorization: string };

/** Turns 2FA on for the signed-in account; answers its secret, the step used and the codes. */
export async function enrolTwoFactor(
  app: App,
  auth: Auth,
  password = TEST_PASSWORD,
  choice: { endOtherSessions?: boolean; revokeApiTokens?: boolean } = {},
) {
  const setup = await app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/setup',
    headers: auth,
    payload: { password },
  });
  if (setup.statusCode !== 200) throw new Error(`setup: ${setup.statusCode} ${setup.body}`);
  const { secret } = setup.json() as { secret: string };
  const { code, step } = await freshCode(secret, null);
  const enable = await app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/enable',
    headers: auth,
    payload: { code, ...choice },
  });
  if (enable.statusCode !== 200) throw new Error(`enable: ${enable.statusCode} ${enable.body}`);
  const { recoveryCodes } = enable.json() as { recoveryCodes: string[] };
  return { secret, step, recoveryCodes };
}

/** The password step: answers the challenge of a 2FA account (fails on anything else). */
export async function passwordStep(
  app: App,
  email: string,
  userType: string,
  password = TEST_PASSWORD,
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, userType },
  });
  const body = res.json() as { twoFactorRequired?: true; challenge?: string; token?: string };
  if (res.statusCode !== 200 || !body.challenge) {
    throw new Error(`expected a challenge: ${res.statusCode} ${res.body}`);
  }
  return body.challenge;
}

export const codeStep = (app: App, payload: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/auth/login/two-factor', payload });
