import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { bareHost, checkHost } from './address';

export type PostResult =
  | { ok: true; statusCode: number }
  | { ok: false; statusCode: number | null; error: string };

const TIMEOUT_MS = 10_000;
/** How much of an answer we read before we hang up (we keep only its status). */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * Connects only to the addresses `checkHost` accepted at this moment: the lookup happens here,
 * once, so a DNS answer that changes between the check and the connection (rebinding) cannot
 * send the request to a private address.
 */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    checkHost(hostname, allowPrivate).then(
      (checked) => {
        if (!checked.ok) {
          const err = Object.assign(
            new Error(
              checked.reason === 'private'
                ? `Blocked: the host ${hostname} resolves to a private or reserved address`
                : `The host ${hostname} does not resolve`,
            ),
            { code: checked.reason === 'private' ? 'EWEBHOOKPRIVATE' : 'ENOTFOUND' },
          );
          callback(err, '', 0);
          return;
        }
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const list = checked.addresses.filter((a) => wanted === 0 || a.family === wanted);
        if (list.length === 0) {
          callback(
            Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' }),
            '',
            0,
          );
          return;
        }
        if (options.all) (callback as unknown as (e: null, a: typeof list) => void)(null, list);
        else callback(null, list[0]!.address, list[0]!.family);
      },
      (err: Error) => callback(err as NodeJS.ErrnoException, '', 0),
    );
  };
}

/**
 * One try: POST the body, no redirect followed (a 3xx is a failure), 10 s for the whole answer.
 * A 2xx is success; anything else says why in `error`.
 */
export async function postWebhook(
  target: string,
  rawBody: string,
  headers: Record<string, string>,
  allowPrivate: boolean,
): Promise<PostResult> {
  const url = new URL(target);
  const host = bareHost(url);
  // An IP literal is never looked up: check it here.
  const literal = await checkHost(host, allowPrivate);
  if (!literal.ok && literal.reason === 'private')
    return {
      ok: false,
      statusCode: null,
      error: `Blocked: the host ${host} is a private or reserved address`,
    };

  const client = url.protocol === 'https:' ? https : http;
  return new Promise<PostResult>((resolve) => {
    let settled = false;
    const done = (result: PostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(rawBody)) },
        lookup: guardedLookup(allowPrivate),
        agent: false,
      },
      (response) => {
        const statusCode = response.statusCode ?? 0;
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) response.destroy();
        });
        const finish = () =>
          done(
            statusCode >= 200 && statusCode < 300
              ? { ok: true, statusCode }
              : { ok: false, statusCode, error: `The receiver answered ${statusCode}` },
          );
        response.on('end', finish);
        response.on('close', finish);
        response.on('error', finish);
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      done({ ok: false, statusCode: null, error: `No answer within ${TIMEOUT_MS / 1000} s` });
    }, TIMEOUT_MS);
    request.on('error', (err: NodeJS.ErrnoException) =>
      done({ ok: false, statusCode: null, error: connectionError(err) }),
    );
    request.end(rawBody);
  });
}

/** A short, safe reason for a failed connection (no stack, no internals). */
function connectionError(err: NodeJS.ErrnoException): string {
  if (err.code === 'EWEBHOOKPRIVATE' || err.code === 'ENOTFOUND') return err.message;
  if (err.code) return `Connection failed (${err.code})`;
  return 'Connection failed';
}
