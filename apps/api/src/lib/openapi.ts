import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { errorBodySchema, menuItemSchema } from '@attar/contracts';
import type { FastifyInstance, RouteOptions } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isLimitGuard } from './rate-limit.js';

/*
 * The OpenAPI document at /api/docs/json, written for client generators as well as people:
 * every operation has an operationId, a description and its error answers, every tag is
 * declared, and the schemas a generator needs by name (the recursive menu item, the error body)
 * are components.
 */

/** Schemas the document names: a recursive schema can only be written as a named component. */
const components = z.registry<{ id: string }>();
components.add(errorBodySchema, { id: 'ErrorBody' });
components.add(menuItemSchema, { id: 'MenuItem' });

const ERROR_BODY_REF = '#/components/schemas/ErrorBody';

/** What each tag groups, shown by the documentation page and used by generators for modules. */
export const TAG_DESCRIPTIONS: Record<string, string> = {
  health: 'Whether the server and its database are up and ready.',
  auth: 'Sign-up, sign-in (password, Google, one-time codes), sign-out and tokens.',
  users: 'The signed-in account, and the accounts an admin manages.',
  admin: 'Calls only an administrator may make (also listed under their subject).',
  account: 'Password, email and account changes of the signed-in customer.',
  'two-factor': "A staff account's two-factor sign-in: its authenticator app and recovery codes.",
  catalog: 'Products, categories, search and the admin catalogue.',
  reviews: 'Product reviews: reading, writing, editing and moderation.',
  wishlist: "The signed-in customer's saved products.",
  media: 'Image uploads and the images the store serves.',
  newsletter: 'Newsletter subscriptions and the subscriber list.',
  contact: 'The contact form and the messages it leaves for the store.',
  menus: 'The storefront navigation menu and its admin.',
  verification: 'One-time codes sent by SMS or email, and their checks.',
  addresses: "The signed-in customer's shipping addresses.",
  shipping: 'Delivery availability and charges by PIN code.',
  payments: 'Payment methods, their state and the cash-on-delivery fee.',
  settings: 'Store settings read by the storefront and changed by an admin.',
  cart: 'Pricing a cart before checkout: totals, promo codes, delivery.',
  orders: 'Placing orders, following them, and managing them as an admin.',
  returns: 'Return and exchange requests and their handling.',
  notifications: 'Notifications for administrators.',
  'activity-log': 'Who changed what in the admin, and when.',
  jobs: 'Background jobs that failed for good, to retry or dismiss.',
  invoices: 'Tax invoices of shipped orders.',
  dashboard: "Figures for the admin's dashboard.",
  location: 'Countries, states, cities and PIN code look-ups.',
};

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The request is not valid: VALIDATION_FAILED with `details` naming each field, or MALFORMED_REQUEST',
  401: 'No valid bearer token: UNAUTHENTICATED',
  403: 'The caller may not do this: FORBIDDEN, or the code the summary names',
  404: 'Nothing has this id: NOT_FOUND',
  409: 'The change conflicts with the current state: the code the summary names',
  413: 'The body or file is too large: PAYLOAD_TOO_LARGE',
  415: 'The body is of a type this call does not take: UNSUPPORTED_MEDIA_TYPE',
  429: 'Too many requests: RATE_LIMITED, with a Retry-After header',
};

// Statuses a summary or description may name ("409 EMAIL_TAKEN") that the document then lists.
const DOCUMENTED_STATUSES = /\b(40[013469]|41[35]|429)\b/g;

/** The key under which the per-route transform hands the error statuses to the whole-document pass. */
const ERRORS_KEY = 'x-error-statuses';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * A stable operationId from the method and path: GET /api/menus/getAll is `getMenusGetAll`,
 * PUT /api/categories/update/{id} is `putCategoriesUpdateById`. Stable because clients
 * generated from the document name their functions after it.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const parameter = /^[:{]([^}]+)}?$/.exec(segment);
      if (parameter) return [`By${capitalised(parameter[1]!)}`];
      return segment.split(/[^A-Za-z0-9]+/).filter(Boolean);
    });
  return method.toLowerCase() + words.map(capitalised).join('');
}

/** The error statuses a route may answer, from how it is declared. */
function errorStatusesOf(route: RouteOptions, schema: Record<string, unknown>): number[] {
  const statuses = new Set<number>();
  if (schema.body || schema.querystring || schema.params || schema.headers) statuses.add(400);
  const access = route.config?.access;
  if (access) statuses.add(401);
  if (access === 'admin') statuses.add(403);
  if (schema.params) statuses.add(404);
  const preHandlers = [route.preHandler ?? []].flat();
  if (route.config?.rateLimit || preHandlers.some(isLimitGuard)) statuses.add(429);
  const text = `${String(schema.summary ?? '')} ${String(schema.description ?? '')}`;
  for (const match of text.matchAll(DOCUMENTED_STATUSES)) statuses.add(Number(match[1]));
  return [...statuses].sort((a, b) => a - b);
}

const ACCESS_SENTENCES: Record<string, string> = {
  user: 'Needs a signed-in account (bearer token).',
  admin: "Needs an administrator's bearer token.",
  optional: 'Open to anyone; a bearer token, when sent, must be valid and identifies the caller.',
};

/** A description for a route that has only a summary: the summary, and who may call it. */
function describeRoute(route: RouteOptions, schema: Record<string, unknown>): string {
  const summary = String(schema.summary ?? `${String(route.method)} ${route.url}`);
  const access = route.config?.access;
  const who = access ? ACCESS_SENTENCES[access] : 'Open to anyone.';
  return `${summary.endsWith('.') ? summary : `${summary}.`}\n\n${who}`;
}

const zodTransform = createJsonSchemaTransform({ schemaRegistry: components });
const zodTransformObject = createJsonSchemaTransformObject({ schemaRegistry: components });

type Operation = {
  operationId?: string;
  tags?: string[];
  responses?: Record<string, unknown>;
  [ERRORS_KEY]?: number[];
};
type Document = {
  tags?: Array<{ name: string; description?: string }>;
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
};

/** Adds the error answers, declares the tags, and drops components nothing refers to. */
function completeDocument(document: Document): Document {
  const usedTags = new Set<string>();
  const operationIds = new Set<string>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operation.operationId ??= operationIdOf(method, path);
      if (operationIds.has(operation.operationId)) {
        throw new Error(`Two operations share the operationId ${operation.operationId}`);
      }
      operationIds.add(operation.operationId);
      for (const tag of operation.tags ?? []) usedTags.add(tag);
      const responses = (operation.responses ??= {});
      for (const status of operation[ERRORS_KEY] ?? []) {
        const declared = responses[status] as { description?: string } | undefined;
        responses[status] = {
          ...declared,
          description:
            declared?.description && declared.description !== 'Default Response'
              ? declared.description
              : (ERROR_DESCRIPTIONS[status] ?? 'The error body'),
          content: { 'application/json': { schema: { $ref: ERROR_BODY_REF } } },
        };
      }
      delete operation[ERRORS_KEY];
    }
  }
  const declared = new Map((document.tags ?? []).map((tag) => [tag.name, tag]));
  for (const tag of [...usedTags].sort()) {
    if (!declared.has(tag)) {
      declared.set(tag, { name: tag, description: TAG_DESCRIPTIONS[tag] ?? `Calls about ${tag}.` });
    }
  }
  document.tags = [...declared.values()];
  // The schema registry yields an input and an output version of each named schema; the
  // document keeps those an operation refers to, as unused components only confuse generators.
  const schemas = document.components?.schemas ?? {};
  const reached = new Set<string>();
  const pending = [document.paths];
  while (pending.length > 0) {
    const text = JSON.stringify(pending.pop());
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (name && !reached.has(name)) {
        reached.add(name);
        pending.push(schemas[name] as never);
      }
    }
  }
  for (const name of Object.keys(schemas)) if (!reached.has(name)) delete schemas[name];
  return document;
}

/** Registers the OpenAPI document (/api/docs/json) and its page (/api/docs). */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Attar House API',
        description: 'REST API of the Attar House store. Errors share one body: see ErrorBody.',
        version: '0.1.0',
        contact: { name: 'Attar House' },
      },
      // Paths already start with /api: the document describes the server it is served from.
      servers: [{ url: '/', description: 'The server this document is served from' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: (input) => {
      const { schema, url } = zodTransform(input);
      if ((schema as { hide?: boolean }).hide) return { schema, url };
      const fields = schema as Record<string, unknown>;
      const route = input.route;
      return {
        url,
        schema: {
          ...schema,
          description:
            typeof fields.description === 'string'
              ? fields.description
              : describeRoute(route, fields),
          [ERRORS_KEY]: errorStatusesOf(route, fields),
        } as typeof schema,
      };
    },
    transformObject: (input) =>
      completeDocument(zodTransformObject(input) as Document) as ReturnType<
        typeof zodTransformObject
      >,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
