import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from './app';
import { API_HEADERS } from './requests';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Device console</title><div id="root"></div>',
  );
  fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await buildTestApp({ webDist });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('server', () => {
  it('serves the SPA at deep links, assets as files, and no-cache for the page', async () => {
    for (const url of ['/', '/login', '/orders/42', '/inventory/1?x=y']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missingAsset = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missingAsset.statusCode).toBe(404);
  });

  it('answers a JSON 404 for unknown /api paths', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/machines/x/y'],
      ['GET', '/api'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Not found', code: 'not_found' });
    }
  });

  it("sends helmet's security headers with a strict CSP on pages and the API docs", async () => {
    for (const url of ['/', '/machines', '/api/docs']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      // The camera's barcode reader compiles WebAssembly; no script text is ever evaluated.
      expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'referrer-policy': 'no-referrer',
        'x-frame-options': 'SAMEORIGIN',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
    }
  });

  it('sends the REST security headers on every API answer, errors included', async () => {
    const admin = (await loginAs(t, 'admin')).auth;
    for (const [url, headers] of [
      ['/api/health', {}],
      ['/api/nothing', {}],
      ['/api/machines', {}],
      ['/api/machines', admin],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.headers, url).toMatchObject(API_HEADERS);
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('refuses the NUL character anywhere in a request with a 400, before any query', async () => {
    const admin = (await loginAs(t, 'admin')).auth;
    for (const [method, url, payload] of [
      ['GET', '/api/machines?search=a%00b', undefined],
      ['GET', '/api/reports/machines?manufacturer=a%00b', undefined],
      ['GET', '/api/reports/machines/export?format=csv&manufacturer=a%00b', undefined],
      ['GET', '/api/machines/1%00', undefined],
      ['POST', '/api/service-providers', { name: 'Nul\u0000Pay', companyName: 'Nul Pay Ltd' }],
      ['PUT', '/api/auth/profile', { deep: [{ name: 'x\u0000' }] }],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: admin, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json()).toEqual({
        error: 'Text cannot contain the NUL character (U+0000)',
        code: 'invalid_character',
      });
    }
  });

  it('reports health with the database reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('tells the sign-in page whether it runs in demo mode', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/meta' });
    expect(res.json()).toMatchObject({ demoMode: false });
  });

  it('publishes the OpenAPI document generated from the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/me']),
    );
    expect(doc.paths['/api/auth/login'].post.requestBody).toBeDefined();
  });

  it('never answers with a password hash', async () => {
    const { auth } = await loginAs(t, 'admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth });
    expect(res.body).not.toMatch(/\$argon2/);
    expect(res.json().user.passwordHash).toBeUndefined();
  });
});
