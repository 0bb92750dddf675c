import { afterEach, expect } from 'vitest';
import { takeMismatches } from './openapi-answers';

// An answer the OpenAPI document does not describe fails the test that received it.
afterEach(() => {
  expect(takeMismatches(), 'answers that do not match the OpenAPI document').toEqual([]);
});
