/**
 * Creates an admin account for production set-up:
 *   npm run create-admin -- --email ops@example.com --name "Ops Admin"
 * The password comes from ADMIN_PASSWORD or standard input (asked for when it is a terminal),
 * never from the command line, where it would be seen in the process list and shell history.
 */
import path from 'node:path';
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { MIN_PASSWORD_LENGTH } from '@dd/contract';
import { z } from 'zod';
import { SYSTEM_ACTOR } from '../access/principal';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { audit } from '../platform/audit';
import { passwordStrength, MIN_PASSWORD_SCORE } from '../lib/password-strength';
import { createUser } from '../modules/users';

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const rl = readline.createInterface({
    input: process.stdin,
    output: process.stdout,
    terminal: process.stdin.isTTY,
  });
  if (process.stdin.isTTY) {
    // Hide what is typed.
    const rlAny = rl as unknown as {
      _writeToOutput: (s: string) => void;
      output: NodeJS.WriteStream;
    };
    rlAny._writeToOutput = (s: string) => {
      if (s.includes('Password')) rlAny.output.write(s);
    };
  }
  const answer = await new Promise<string>((resolve) => rl.question('Password: ', resolve));
  rl.close();
  if (process.stdin.isTTY) process.stdout.write('\n');
  return answer.trim();
}

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' } },
    strict: true,
  });
  const email = z.email().safeParse(values.email?.trim().toLowerCase());
  if (!email.success || !values.name?.trim()) {
    console.error(
      'Usage: npm run create-admin -- --email <email> --name "<name>"  (password from ADMIN_PASSWORD or stdin)',
    );
    process.exit(2);
  }
  const password = await readPassword();
  if (password.length < MIN_PASSWORD_LENGTH) {
    console.error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
    process.exit(2);
  }
  // createUser refuses it too; saying so here, before the database opens, is kinder.
  if (
    passwordStrength(password, { email: email.data, name: values.name }).score < MIN_PASSWORD_SCORE
  ) {
    console.error(
      'The password is too easy to guess. Use a longer one: several unrelated words, not your name or email.',
    );
    process.exit(2);
  }
  const config = loadConfig();
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: 1 })
    : await openDatabase({ kind: 'pglite', dir: path.join(config.dataDir, 'pgdata') });
  try {
    const user = await database.db.transaction(async (tx) => {
      const created = await createUser(tx, {
        name: values.name!.trim(),
        email: email.data,
        password,
        userType: 'admin',
      });
      await audit(tx, SYSTEM_ACTOR, {
        action: 'user.created',
        entityType: 'user',
        entityId: created.id,
        after: { name: created.name, email: created.email, userType: 'admin' },
        details: { via: 'create-admin' },
      });
      return created;
    });
    console.log(`Admin ${user.email} created (id ${user.id}).`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
