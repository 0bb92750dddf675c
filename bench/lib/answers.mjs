// What every answer of our API carries besides its body: the security headers and the request id.
// The baselines are given ours (taken from our own answer, nothing copied by hand) and each is
// checked to answer the same before it is timed.

/** Headers about the connection or the body, not policies: every server sends its own. */
const TRANSPORT = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'content-type',
  'transfer-encoding',
]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An answer's headers other than the transport ones and `requestIdHeader`. */
function policyHeaders(res, requestIdHeader) {
  const out = {};
  for (const [name, value] of res.headers) {
    if (!TRANSPORT.has(name) && name !== requestIdHeader) out[name] = value;
  }
  return out;
}

/**
 * Our API's answer headers, from two answers of `url`: the request id header is the one whose
 * value is a fresh UUID each time; the others (transport headers aside) are the security headers.
 */
export async function ourAnswerHeaders(url) {
  const [a, b] = [await fetch(url), await fetch(url)];
  await Promise.all([a.text(), b.text()]);
  const ids = [...a.headers].filter(
    ([name, value]) =>
      UUID.test(value) && b.headers.get(name) !== value && UUID.test(b.headers.get(name) ?? ''),
  );
  if (ids.length !== 1)
    throw new Error(
      `${url}: expected one request id header, found ${ids.map(([n]) => n).join(', ') || 'none'}`,
    );
  const requestIdHeader = ids[0][0];
  return { headers: policyHeaders(a, requestIdHeader), requestIdHeader };
}

/** Throws unless the answer carries exactly `expected.headers` and a UUID request id. */
export function checkAnswerHeaders(label, res, expected) {
  const got = policyHeaders(res, expected.requestIdHeader);
  const want = expected.headers;
  const names = new Set([...Object.keys(got), ...Object.keys(want)]);
  const differ = [...names].filter((n) => got[n] !== want[n]);
  if (differ.length)
    throw new Error(
      `${label} answers other headers than ours: ${differ.map((n) => `${n}: ${got[n] ?? '-'} vs ${want[n] ?? '-'}`).join('; ')}`,
    );
  if (!UUID.test(res.headers.get(expected.requestIdHeader) ?? ''))
    throw new Error(`${label} answers no ${expected.requestIdHeader}`);
}
