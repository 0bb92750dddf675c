import type { UserType } from '@dd/contract';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, createRetailer, createTwoDistributors, loginAs } from './app';
import { createMachineCatalogue, createProvider } from './factories/machines';

type Links = { distributorId?: number; retailerId?: number };
type SignedIn = Awaited<ReturnType<typeof loginAs>>;
type SignedInFields = { readonly [K in keyof SignedIn]: SignedIn[K] };

/** Reads a value that a beforeAll hook fills in; fails loudly when read too early. */
export function late<T>(what: string, get: () => T | undefined): T {
  const value = get();
  if (value === undefined) throw new Error(`${what} is ready only inside hooks and tests`);
  return value;
}

/**
 * A value that a beforeAll hook makes (and an afterAll hook closes, when `close` is given),
 * read through the answer, which fails loudly when read too early (`late`).
 */
export function madeBeforeAll<T>(
  what: string,
  make: () => Promise<T>,
  close?: (value: T) => Promise<void>,
): () => T {
  let value: T | undefined;
  beforeAll(async () => {
    value = await make();
  });
  if (close) {
    afterAll(async () => {
      if (value !== undefined) await close(value);
    });
  }
  return () => late(what, () => value);
}

/**
 * The app of one test file: built before its tests, closed after them (hooks registered here,
 * in the order of the calls). `signIn` registers a sign-in that runs after the hooks declared
 * before it (links may be a function of data those hooks created) and answers the account,
 * which doubles as the request headers of its bearer token.
 */
export function useTestApp(options: Parameters<typeof buildTestApp>[0] = {}) {
  const app = madeBeforeAll(
    'the test app',
    () => buildTestApp(options),
    (built) => built.close(),
  );
  const t = {
    get app() {
      return app().app;
    },
    get database() {
      return app().database;
    },
    close: () => app().close(),
    signIn(role: UserType, links: Links | (() => Links) = {}) {
      const signedIn = madeBeforeAll(`the ${role} sign-in`, () =>
        loginAs(t, role, typeof links === 'function' ? links() : links),
      );
      // Usable as request headers as it is: only `authorization` is enumerable.
      return Object.defineProperties({} as { readonly authorization: string } & SignedInFields, {
        authorization: { enumerable: true, get: () => signedIn().auth.authorization },
        auth: { get: () => signedIn().auth },
        token: { get: () => signedIn().token },
        user: { get: () => signedIn().user },
        email: { get: () => signedIn().email },
      });
    },
  };
  return t;
}

/**
 * Distributor A with its retailer `ra`, and distributor B (created before the file's own
 * beforeAll hooks that follow the call), with an admin and a sign-in for A, B and A's retailer.
 */
export function useTwoDistributors(t: ReturnType<typeof useTestApp>) {
  const w = madeBeforeAll('the distributors', () => createTwoDistributors(t.database));
  return {
    get a() {
      return w().a;
    },
    get b() {
      return w().b;
    },
    get ra() {
      return w().ra;
    },
    admin: t.signIn('admin'),
    distA: t.signIn('distributor', () => ({ distributorId: w().a.id })),
    distB: t.signIn('distributor', () => ({ distributorId: w().b.id })),
    retA: t.signIn('retailer', () => ({ retailerId: w().ra.id })),
  };
}

/** A service provider made before the file's tests (factories/machines.ts' createProvider). */
export function useProvider(t: ReturnType<typeof useTestApp>) {
  const provider = madeBeforeAll('the service provider', () => createProvider(t.database));
  return {
    get id() {
      return provider().id;
    },
  };
}

/**
 * useTwoDistributors' world with factories/machines' fixed catalogue over it, and a retailer of
 * distributor B (created first) signed in as `retB`: the setup of the machine list tests.
 */
export function useMachineCatalogue(t: ReturnType<typeof useTestApp>) {
  const world = useTwoDistributors(t);
  let retailerOfB: number | undefined;
  let catalogue: Awaited<ReturnType<typeof createMachineCatalogue>> | undefined;
  beforeAll(async () => {
    retailerOfB = (await createRetailer(t.database, world.b.id)).id;
    catalogue = await createMachineCatalogue(t.database, {
      distributorA: world.a.id,
      retailerA: world.ra.id,
      distributorB: world.b.id,
    });
  });
  return {
    world,
    retB: t.signIn('retailer', () => ({
      retailerId: late('the retailer of B', () => retailerOfB),
    })),
    get cat() {
      return late('the machine catalogue', () => catalogue);
    },
  };
}
