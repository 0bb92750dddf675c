import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id parameters: m = 19 MiB, t = 2, p = 1. */
export const ARGON2_OPTIONS = {
  algorithm: 2, // Algorithm.Argon2id (an ambient const enum, not importable with isolatedModules)
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** The test suite's cheaper hash (PASSWORD_HASH_COST=test): the same algorithm, 1 MiB, t = 1. */
const TEST_OPTIONS = { ...ARGON2_OPTIONS, memoryCost: 1024, timeCost: 1 } as const;

/**
 * The hash parameters this process uses. PASSWORD_HASH_COST=test is taken only where NODE_ENV is
 * `test` (vitest sets it): a production process refuses to start with it (config.ts).
 */
export function passwordHashOptions(
  env: NodeJS.ProcessEnv = process.env,
): typeof ARGON2_OPTIONS | typeof TEST_OPTIONS {
  const cost = env.PASSWORD_HASH_COST;
  if (cost === undefined || cost === '' || cost === 'owasp') return ARGON2_OPTIONS;
  if (cost === 'test' && env.NODE_ENV === 'test') return TEST_OPTIONS;
  throw new Error(
    cost === 'test'
      ? 'PASSWORD_HASH_COST=test is for the test suite only (NODE_ENV=test); unset it'
      : `PASSWORD_HASH_COST must be owasp (or unset), not ${cost}`,
  );
}

let options: ReturnType<typeof passwordHashOptions> | undefined;

export function hashPassword(password: string): Promise<string> {
  options ??= passwordHashOptions();
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this when the email is unknown keeps the timing the same either way. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing-only');
  return dummyHash;
}
