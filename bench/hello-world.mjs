// The baseline of api-throughput.mjs: a plain Fastify "hello world", in as many processes as
// the store runs (WORKERS, default 1), so that the store's figures are read as a share of what
// the same processes do when they do nothing. Prints "listening" once every process listens.
// ANSWERS_FILE names a JSON file of { path: { headers, body } }: each path (its query ignored)
// then answers that body with those headers, the same bytes the store sends, with no work behind
// them. FLOOR_DATABASE_URL names the store's PostgreSQL database: GET /floor/product/{id} then
// reads that product as the store's product page does (its row, category name and images, in
// one prepared statement through pg, a pool of 10 as the store's) and sends the row's values as JSON,
// with nothing else around it: what any Node server pays to answer one product from the database.
import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import Fastify from 'fastify';
import pg from 'pg';

const requested = process.env.WORKERS ?? '1';
const workers = requested === 'auto' ? availableParallelism() : Number(requested);
const port = Number(process.env.PORT ?? 4393);

if (cluster.isPrimary && workers > 1) {
  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening === workers) console.log('listening');
  });
  for (let index = 0; index < workers; index += 1) cluster.fork();
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    process.exit(0);
  });
} else {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  const answers = process.env.ANSWERS_FILE
    ? JSON.parse(readFileSync(process.env.ANSWERS_FILE, 'utf8'))
    : {};
  for (const [path, { headers, body }] of Object.entries(answers)) {
    const bytes = Buffer.from(body);
    app.get(path.split('?')[0], (_request, reply) => {
      reply.headers(headers).send(bytes);
    });
  }
  if (process.env.FLOOR_DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: 10 });
    // Rows as arrays, pg's cheapest form (the store reads its rows so too, through drizzle). The
    // product with its live variants (stock is kept per variant, decision 0057), as the store reads it.
    const productRead = {
      name: 'floor-product',
      rowMode: 'array',
      text: `select p.id, p.name, p.slug, p.sku, p.description, p.short_description, p.price_paise,
          p.sale_price_paise, p.size, p.dimensions, p.category_id, p.product_type, p.gender, p.occasions,
          p.notes, p.notes_pyramid, p.concentration, p.metal, p.purity, p.weight_mg, p.hallmark_huid,
          p.hsn_code, p.is_featured, p.review_count, p.rating_total, p.created_at,
          p.updated_at, p.deleted_at, c.name as category_name,
          (select coalesce(json_agg(json_build_object('id', v.id, 'sku', v.sku, 'size', v.size,
              'colour', v.colour, 'pricePaise', v.price_paise, 'salePricePaise', v.sale_price_paise,
              'stockQuantity', v.stock_quantity, 'isDefault', v.is_default) order by v.sort_order, v.id), '[]'::json)
            from product_variants v where v.product_id = p.id and v.deleted_at is null) as variants,
          (select coalesce(json_agg(json_build_object('publicId', i.public_id, 'isPrimary', i.is_primary,
              'width', m.width, 'height', m.height) order by i.is_primary desc, i.sort_order, i.id), '[]'::json)
            from product_images i left join media_assets m on m.public_id = i.public_id
            where i.product_id = p.id) as images
        from products p join categories c on c.id = p.category_id
        where p.id = $1 and p.deleted_at is null`,
    };
    app.get('/floor/product/:id', async (request, reply) => {
      const { rows } = await pool.query({ ...productRead, values: [Number(request.params.id)] });
      if (rows.length === 0) return reply.code(404).send({ message: 'Product not found' });
      return rows[0];
    });
    app.addHook('onClose', () => pool.end());
  }
  await app.listen({ port, host: '127.0.0.1' });
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
  if (!cluster.isWorker) console.log('listening');
}
