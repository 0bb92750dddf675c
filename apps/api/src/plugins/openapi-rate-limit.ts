/**
 * The rate limit's headers (plugins/rate-limit.ts, IETF draft names), as response header
 * components of the OpenAPI document, and the references every limited answer carries. They
 * are sent only while the limit is on (`RATE_LIMIT_PER_MINUTE` above 0), so none is required.
 */
export const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': {
    description: "Requests allowed per client address in the limit's one-minute window.",
    schema: { type: 'integer', minimum: 0 },
  },
  'RateLimit-Remaining': {
    description: 'Requests still allowed in the current window.',
    schema: { type: 'integer', minimum: 0 },
  },
  'RateLimit-Reset': {
    description: 'Seconds until the current window ends and the budget is whole again.',
    schema: { type: 'integer', minimum: 0 },
  },
  'Retry-After': {
    description: 'On 429: seconds to wait before trying again.',
    schema: { type: 'integer', minimum: 0 },
  },
} as const;

type Responses = Record<string, { headers?: Record<string, unknown> }>;

const ref = (name: keyof typeof RATE_LIMIT_HEADERS) => ({ $ref: `#/components/headers/${name}` });

/** Adds the headers to every answer of one limited operation (Retry-After to its 429). */
export function declareRateLimitHeaders(responses: Responses): void {
  for (const [status, response] of Object.entries(responses)) {
    response.headers = {
      ...response.headers,
      'RateLimit-Limit': ref('RateLimit-Limit'),
      'RateLimit-Remaining': ref('RateLimit-Remaining'),
      'RateLimit-Reset': ref('RateLimit-Reset'),
      ...(status === '429' ? { 'Retry-After': ref('Retry-After') } : {}),
    };
  }
}
