import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  Spectral,
  type ISpectralDiagnostic,
  type RulesetDefinition,
} from '@stoplight/spectral-core';
import { oas } from '@stoplight/spectral-rulesets';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIdOf } from '../lib/openapi.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/*
 * The document at /api/docs/json is what client generators read: it is linted with Spectral's
 * OpenAPI rules, and a typed client is generated from it and type-checked, so that a route whose
 * schema a generator cannot use fails here rather than in a client's build.
 */

let t: TestApp;
let documentText: string;
let document: OpenAPI3 & { tags: Array<{ name: string; description?: string }> };
beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  documentText = response.body;
  document = JSON.parse(documentText) as typeof document;
});
afterAll(() => t.close());

async function lint(text: string): Promise<ISpectralDiagnostic[]> {
  const spectral = new Spectral();
  spectral.setRuleset({ extends: [[oas as RulesetDefinition, 'recommended']] });
  return spectral.run(text);
}

const brief = (result: ISpectralDiagnostic) =>
  `${result.code} at ${result.path.join('.')}: ${result.message}`;

type Operation = {
  operationId?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Array<{ in: string }>;
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
};

function operations(): Array<[string, string, Operation]> {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Operation>).map(
      ([method, operation]) => [method, path, operation] as [string, string, Operation],
    ),
  );
}

describe('the OpenAPI document', () => {
  // Spectral and the TypeScript compiler take seconds of CPU, more on a busy machine.
  it("has no error or warning under Spectral's OpenAPI rules", { timeout: 120_000 }, async () => {
    const results = await lint(documentText);
    expect(results.filter((result) => result.severity === 0).map(brief)).toEqual([]);
    // Warnings too: those about operationIds, tags and descriptions are what generators trip on.
    expect(results.map(brief)).toEqual([]);
  });

  it('gives every operation a unique operationId, a description and declared tags', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(100);
    const ids = all.map(([, , operation]) => operation.operationId);
    expect(new Set(ids).size).toBe(all.length);
    const declared = new Set(document.tags.map((tag) => tag.name));
    for (const [method, path, operation] of all) {
      expect(operation.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(operation.description, `${method} ${path}`).toBeTruthy();
      for (const tag of operation.tags ?? []) expect(declared).toContain(tag);
    }
    expect(document.tags.every((tag) => Boolean(tag.description))).toBe(true);
  });

  it('names operations after their method and path', () => {
    expect(operationIdOf('GET', '/api/menus/getAll')).toBe('getMenusGetAll');
    expect(operationIdOf('put', '/api/categories/update/{id}')).toBe('putCategoriesUpdateById');
    expect(operationIdOf('delete', '/api/upload/images/:publicId')).toBe(
      'deleteUploadImagesByPublicId',
    );
    const byPath = new Map(operations().map(([method, path, op]) => [`${method} ${path}`, op]));
    expect(byPath.get('get /api/menus/getAll')?.operationId).toBe('getMenusGetAll');
  });

  it('documents the error answers with the one error body', () => {
    const errorRef = '#/components/schemas/ErrorBody';
    expect(document.components?.schemas?.ErrorBody).toBeDefined();
    for (const [method, path, operation] of operations()) {
      const where = `${method} ${path}`;
      const takesInput = Boolean(operation.requestBody) || (operation.parameters ?? []).length > 0;
      if (takesInput) expect(Object.keys(operation.responses), where).toContain('400');
      if (operation.security) expect(Object.keys(operation.responses), where).toContain('401');
      if (operation.tags?.includes('admin')) {
        expect(Object.keys(operation.responses), where).toContain('403');
      }
      if (path.includes('{')) expect(Object.keys(operation.responses), where).toContain('404');
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!/^[45]/.test(status)) continue;
        expect(response.content?.['application/json']?.schema?.$ref, `${where} ${status}`).toBe(
          errorRef,
        );
      }
    }
    const byPath = (path: string, method: string) =>
      (document.paths?.[path] as Record<string, Operation>)[method]!;
    expect(Object.keys(byPath('/api/signup', 'post').responses)).toContain('429');
    expect(Object.keys(byPath('/api/contact', 'post').responses)).toContain('429');
    expect(Object.keys(byPath('/api/admin/create-admin', 'post').responses)).toContain('409');
  });

  it('writes the recursive menu item as a named component', () => {
    const menuItem = document.components?.schemas?.MenuItem as unknown as {
      properties: { children: { items: { $ref: string } } };
    };
    expect(menuItem.properties.children.items.$ref).toBe('#/components/schemas/MenuItem');
    expect(documentText).not.toContain('schema0');
  });

  it('generates a typed client that type-checks', { timeout: 120_000 }, async () => {
    const generated = astToString(await openapiTS(document));
    const folder = mkdtempSync(join(tmpdir(), 'attar-client-'));
    try {
      // The example resolves openapi-fetch from the repository's own packages.
      const packages = dirname(
        dirname(createRequire(import.meta.url).resolve('openapi-fetch/package.json')),
      );
      symlinkSync(packages, join(folder, 'node_modules'), 'dir');
      writeFileSync(join(folder, 'schema.ts'), generated);
      writeFileSync(join(folder, 'client.ts'), EXAMPLE_CLIENT);
      writeFileSync(join(folder, 'wrong.ts'), WRONG_CLIENT);
      const errorsOf = (file: string) => {
        const program = ts.createProgram([join(folder, file)], {
          strict: true,
          noEmit: true,
          target: ts.ScriptTarget.ES2022,
          module: ts.ModuleKind.ESNext,
          moduleResolution: ts.ModuleResolutionKind.Bundler,
          lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
          types: [],
          skipLibCheck: true,
        });
        return ts
          .getPreEmitDiagnostics(program)
          .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      };
      expect(errorsOf('client.ts')).toEqual([]);
      // And the types do catch a wrong call: a misspelt field of a category.
      expect(errorsOf('wrong.ts').join('\n')).toMatch(/nmae/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

/** What a client of the store writes with the generated types and openapi-fetch. */
const EXAMPLE_CLIENT = `
import createClient from 'openapi-fetch';
import type { components, paths } from './schema';

type ErrorBody = components['schemas']['ErrorBody'];
type MenuItem = components['schemas']['MenuItem'];

const store = createClient<paths>({ baseUrl: 'https://store.example' });

export async function menuTitles(): Promise<string[]> {
  const { data, error } = await store.GET('/api/menus/getAll', { params: { query: { size: 50 } } });
  if (error) throw new Error(error.message);
  const walk = (items: MenuItem[]): string[] =>
    items.flatMap((item) => [item.title, ...walk(item.children)]);
  return walk(data.content);
}

export async function renameCategory(token: string, id: number, name: string): Promise<string | ErrorBody> {
  const { data, error } = await store.PUT('/api/categories/update/{id}', {
    params: { path: { id: String(id) } },
    body: { name },
    headers: { authorization: 'Bearer ' + token },
  });
  return error ?? data.slug;
}

export async function addCategory(token: string): Promise<number | undefined> {
  const { data } = await store.POST('/api/categories/add', {
    body: { name: 'Oud Collection' },
    headers: { authorization: 'Bearer ' + token },
  });
  return data?.id;
}
`;

const WRONG_CLIENT = `
import createClient from 'openapi-fetch';
import type { paths } from './schema';

const store = createClient<paths>({ baseUrl: 'https://store.example' });
export const wrong = store.POST('/api/categories/add', { body: { nmae: 'Oud' } });
`;
