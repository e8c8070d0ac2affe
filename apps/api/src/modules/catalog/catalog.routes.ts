import {
  categorySchema,
  idParamSchema,
  pageQuerySchema,
  pageSchema,
  productListQuerySchema,
  productDetailSchema,
  productSchema,
  productSearchQuerySchema,
  didYouMeanQuerySchema,
  didYouMeanSchema,
  searchSuggestQuerySchema,
  searchSuggestionsSchema,
} from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import * as catalog from './catalog.service.js';
import { getProductDetail } from './variants.service.js';
import { isSearchAsMade } from './search-tally.js';

const productPage = pageSchema(productSchema);

/**
 * The public catalogue reads. Each answers every caller alike and is cached in process
 * (`publicCache`, decision 0019): a write that changes what they show calls storefrontChanged.
 */
export const catalogRoutes: FastifyPluginAsyncZod<AppContext> = async (
  app,
  { db, searchTally },
) => {
  app.get(
    '/products/getAll',
    {
      config: { publicCache: 'everyone' },
      schema: {
        tags: ['catalog'],
        summary:
          'List products with filters, sort order and paging; with `search`, best match first by default',
        querystring: productListQuerySchema,
        response: { 200: productPage },
      },
    },
    async (request) => catalog.listProducts(db, request.query),
  );

  app.get(
    '/products/getProduct/:id',
    {
      config: { publicCache: 'everyone' },
      schema: {
        tags: ['catalog'],
        summary: 'One product',
        params: idParamSchema,
        response: { 200: productDetailSchema },
      },
    },
    async (request) => getProductDetail(db, request.params.id),
  );

  app.get(
    '/products/category/:id',
    {
      config: { publicCache: 'everyone' },
      schema: {
        tags: ['catalog'],
        summary: 'Products of a category',
        params: idParamSchema,
        querystring: pageQuerySchema,
        response: { 200: productPage },
      },
    },
    async (request) => catalog.listProductsInCategory(db, request.params.id, request.query),
  );

  app.get(
    '/products/search',
    {
      config: { publicCache: 'everyone' },
      schema: {
        tags: ['catalog'],
        summary:
          'Search products by keyword: full-text over name, notes, category and descriptions, with synonyms in both directions (Hindi in Latin letters and Devanagari), misspelt words read as the nearest catalogue words, and any word of a phrase matching, more words ranking higher; gender and occasion filter as in getAll',
        querystring: productSearchQuerySchema,
        response: { 200: productPage },
      },
    },
    async (request) => {
      const { keyword } = request.query;
      const results = await catalog.searchProducts(db, keyword, request.query);
      // Counted each time the answer is sent, from the cache too (docs/admin-guide.md, "Search").
      if (isSearchAsMade(request.query) && request.publicCache) {
        request.publicCache.onServed = searchTally.counterFor(keyword, results.totalElements);
      }
      return results;
    },
  );

  app.get(
    '/search/did-you-mean',
    {
      config: { publicCache: 'everyone' },
      schema: {
        tags: ['catalog'],
        summary:
          'For a search that found nothing: the search with each word the catalogue does not know replaced by its nearest known word, or null',
        querystring: didYouMeanQuerySchema,
        response: { 200: didYouMeanSchema },
      },
    },
    async (request) => catalog.didYouMean(db, request.query.q),
  );

  app.get(
    '/search/suggest',
    {
      config: { publicCache: 'everyone' },
      schema: {
        tags: ['catalog'],
        summary:
          'Suggestions as a shopper types: up to 5 products the search finds so far (the last word may be half typed, completed from the synonyms and the catalogue’s words), and up to 3 categories and 3 notes whose names match',
        querystring: searchSuggestQuerySchema,
        response: { 200: searchSuggestionsSchema },
      },
    },
    async (request) => catalog.suggestSearch(db, request.query.q),
  );

  app.get(
    '/categories/getCategory',
    {
      config: { publicCache: 'everyone' },
      schema: {
        tags: ['catalog'],
        summary: 'Categories with product counts',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(categorySchema) },
      },
    },
    async (request) => catalog.listCategories(db, request.query),
  );
};
