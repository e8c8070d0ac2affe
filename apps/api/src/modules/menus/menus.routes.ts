import { menuItemSchema, menuListQuerySchema, pageSchema } from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { listMenus } from './menus.service.js';

export const menuRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/menus/getAll',
    {
      schema: {
        tags: ['menus'],
        summary: 'The navigation menu as a tree',
        querystring: menuListQuerySchema,
        response: { 200: pageSchema(menuItemSchema) },
      },
    },
    async (request) => listMenus(db, request.query),
  );
};
