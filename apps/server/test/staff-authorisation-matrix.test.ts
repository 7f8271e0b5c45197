import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInMember, buildSignedInUser, totpCode } from './identity-helpers';
import { buildBrand } from './support/builders';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The console's staff endpoints, walked from the OpenAPI document (issue 16): every operation under
 * /api/staff/v1 tagged `staff` answers 401 to anonymous, 403 to a collector and to producers of
 * brands A and B, and lets staff (with MFA fresh) past its guard. Console-tagged (brand) calls have
 * their matrix in console-catalogue.test.ts. Requests are built from the operation's own schema, so
 * a new staff endpoint is covered without touching this file.
 */
type Actor = 'anonymous' | 'collector' | 'producerA' | 'producerB' | 'staff';
type Schema = { type?: string | string[]; properties?: Record<string, Schema>; required?: string[]; enum?: unknown[]; format?: string; minLength?: number; minimum?: number; exclusiveMinimum?: number; minItems?: number; items?: Schema; anyOf?: Schema[]; oneOf?: Schema[]; default?: unknown; const?: unknown };
interface Operation { tags?: string[]; parameters?: Array<{ in: string; name: string; required?: boolean; schema?: Schema }>; requestBody?: { content?: Record<string, { schema?: Schema }> } }

let t: TestApp;
const tokens: Partial<Record<Actor, string>> = {};
beforeAll(async () => {
  t = await startTestApp();
  const suffix = Date.now().toString(36);
  const brandA = await buildBrand(t.context.db, { name: `Matrix Alpha ${suffix}`, slug: `matrix-alpha-${suffix}` });
  const brandB = await buildBrand(t.context.db, { name: `Matrix Beta ${suffix}`, slug: `matrix-beta-${suffix}` });
  tokens.collector = (await buildSignedInUser(t)).tokens.idToken;
  tokens.producerA = (await buildSignedInMember(t, [brandA.name.replace(/\s+/g, '_')])).tokens.idToken;
  tokens.producerB = (await buildSignedInMember(t, [brandB.name.replace(/\s+/g, '_')])).tokens.idToken;
  const staff = await buildSignedInMember(t, ['staff']);
  const associated = await t.post<{ secretCode: string }>('/api/auth/v1/totp/associate', undefined, { token: staff.tokens.idToken });
  await t.post('/api/auth/v1/totp/verify', { code: await totpCode(associated.body.secretCode) }, { token: staff.tokens.idToken });
  tokens.staff = staff.tokens.idToken;
}, 180_000);
afterAll(async () => t?.close());

/** The smallest value the schema accepts (defaults and the first enum value or branch where it offers them). */
function sample(schema: Schema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length || schema.oneOf?.length) return sample((schema.anyOf ?? schema.oneOf)![0]);
  const type = Array.isArray(schema.type) ? schema.type.find((candidate) => candidate !== 'null') : schema.type;
  if (type === 'object') {
    return Object.fromEntries((schema.required ?? []).map((key) => [key, sample(schema.properties?.[key])]));
  }
  if (type === 'array') return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items));
  if (type === 'integer' || type === 'number') return schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? 1) || 1;
  if (type === 'boolean') return false;
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'email') return 'matrix@caskmark.test';
  if (schema.format === 'date-time') return new Date().toISOString();
  return 'x'.repeat(Math.max(schema.minLength ?? 1, 8));
}

function request(route: string, operation: Operation) {
  const path = route.replace(/\{[^}]+\}/g, () => randomUUID());
  const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query' && parameter.required);
  const search = query.map((parameter) => `${parameter.name}=${encodeURIComponent(String(sample(parameter.schema)))}`).join('&');
  const json = operation.requestBody?.content?.['application/json']?.schema;
  return { path: search ? `${path}?${search}` : path, body: json ? sample(json) : undefined };
}

describe('staff endpoints: the authorisation matrix (issue 16)', () => {
  it('every /api/staff/v1 staff operation refuses anonymous, collectors and producers, and admits staff', async () => {
    const doc = await t.get<{ paths: Record<string, Record<string, Operation>> }>('/api/openapi.json');
    const operations = Object.entries(doc.body.paths)
      .filter(([route]) => route.startsWith('/api/staff/v1/'))
      .flatMap(([route, methods]) => Object.entries(methods).filter(([, operation]) => operation.tags?.includes('staff') && !operation.tags.includes('console')).map(([method, operation]) => ({ route, method: method.toUpperCase(), operation })));
    expect(operations.length).toBeGreaterThan(15);
    let checked = 0;
    for (const { route, method, operation } of operations) {
      const name = `${method} ${route}`;
      if (operation.requestBody && !operation.requestBody.content?.['application/json']) continue; // multipart: none today
      const answers: Partial<Record<Actor, number>> = {};
      for (const actor of ['anonymous', 'collector', 'producerA', 'producerB', 'staff'] as const) {
        const { path, body } = request(route, operation);
        answers[actor] = (await t.request(method, path, { body, token: tokens[actor] })).status;
      }
      expect(answers, name).toMatchObject({ anonymous: 401, collector: 403, producerA: 403, producerB: 403 });
      expect([401, 403], `${name} staff: ${answers.staff}`).not.toContain(answers.staff);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(15);
  }, 120_000);
});
