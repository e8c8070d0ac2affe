import {
  adminMenuItemListSchema,
  adminMenuItemSchema,
  idParamSchema,
  menuDeleteQuerySchema,
  menuItemCreateSchema,
  menuItemSchema,
  menuItemUpdateSchema,
  menuListQuerySchema,
  menuReorderSchema,
  noContentSchema,
  pageSchema,
} from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../lib/auth-guard.js';
import {
  createMenuItem,
  deleteMenuItem,
  reorderMenuItems,
  updateMenuItem,
} from './menu-admin.service.js';
import { listMenus } from './menus.service.js';

export const menuRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/menus/getAll',
    {
      config: { publicCache: 'everyone' },
      schema: {
        tags: ['menus'],
        summary: 'The navigation menu as a tree',
        querystring: menuListQuerySchema,
        response: { 200: pageSchema(menuItemSchema) },
      },
    },
    async (request) => listMenus(db, request.query),
  );

  app.post(
    '/menus/addMenus',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['menus'],
        summary:
          'Add a menu item, top-level or under `parentId` (2 levels at most), after its siblings unless `sortOrder` is given',
        body: menuItemCreateSchema,
        response: { 201: adminMenuItemSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createMenuItem(db, currentUser(request), request.body)),
  );

  app.put(
    '/menus/Update/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['menus'],
        summary:
          'Change a menu item; a new `parentId` moves it (null: to the top level); 400 for a loop or a third level',
        params: idParamSchema,
        body: menuItemUpdateSchema,
        response: { 200: adminMenuItemSchema },
      },
    },
    async (request) => updateMenuItem(db, currentUser(request), request.params.id, request.body),
  );

  app.put(
    '/menus/reorder',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['menus'],
        summary:
          'Order the items directly under `parentId` (null: the top level): `orderedIds` lists each of them once',
        body: menuReorderSchema,
        response: { 200: adminMenuItemListSchema },
      },
    },
    async (request) => reorderMenuItems(db, currentUser(request), request.body),
  );

  app.delete(
    '/menus/Delete/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['menus'],
        summary:
          'Delete a menu item; with items under it, 409 MENU_HAS_CHILDREN unless `cascade=true`, which removes the branch',
        params: idParamSchema,
        querystring: menuDeleteQuerySchema,
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await deleteMenuItem(db, currentUser(request), request.params.id, request.query.cascade);
      return reply.code(204).send(null);
    },
  );
};
