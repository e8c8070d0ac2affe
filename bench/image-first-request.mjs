// How long a shopper waits for a picture the admin has just uploaded: the store promises that no
// request waits on an image encode (docs/decisions/0046). Each round uploads a new 2000x2000
// photo-like JPEG through the admin's API and at once asks for it, as a browser that accepts AVIF
// would, at three sizes together: the whole picture (`original`, 2000 px), the product page's
// (`detail`) and the card. It times each answer's first byte (fetch resolves when the headers
// arrive), notes what was answered (format, size and cache header), then asks for the original
// again every 100 ms until its AVIF is served for good.
//
//   npm run build && node bench/image-first-request.mjs
//
// ROUNDS (default 5) sets the rounds; BENCH_DATABASE_URL runs the store on a new PostgreSQL
// database (dropped after the run) instead of the embedded one. The store is left idle between
// rounds, so that each upload meets a quiet store, as an admin's usually does.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import sharp from 'sharp';
import { call, createBenchDatabase, freePort, startStore, warmUp } from './serve.mjs';

const rounds = Number(process.env.ROUNDS ?? 5);
const adminDatabaseUrl = process.env.BENCH_DATABASE_URL;
const ADMIN = { email: 'bench-admin@attarhouse.local', password: 'bench-admin-password-1' };
// What Chromium sends for an <img>.
const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const MADE_FOR_GOOD_WITHIN_MS = 120_000;
const SIZES = ['original', 'detail', 'card'];

const ms = (value) => `${Math.round(value)}`;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** A 2000x2000 JPEG with a photo's fine grain (noise softened), new for each round. */
async function photo() {
  const grain = await sharp({
    create: {
      width: 2000,
      height: 2000,
      channels: 3,
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(2)
    .png()
    .toBuffer();
  return sharp(grain).modulate({ saturation: 1.4 }).jpeg({ quality: 90 }).toBuffer();
}

async function upload(baseUrl, token, file) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'photo.jpg');
  const response = await fetch(`${baseUrl}/api/upload/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 201)
    throw new Error(`upload: ${response.status} ${await response.text()}`);
  return (await response.json()).publicId;
}

/** One browser request for a picture: time to first byte, time to the last, and what came. */
async function ask(baseUrl, size, publicId) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/media/${size}/${publicId}`, {
    headers: { accept: BROWSER_ACCEPT },
  });
  const firstByte = performance.now() - started;
  const bytes = (await response.arrayBuffer()).byteLength;
  return {
    status: response.status,
    firstByte,
    total: performance.now() - started,
    type: response.headers.get('content-type'),
    cache: response.headers.get('cache-control'),
    bytes,
  };
}

const describe = (answer) =>
  `${ms(answer.firstByte)}: ${answer.status} ${answer.type?.replace('image/', '')}, ${Math.round(answer.bytes / 1024)} KB, ${answer.cache?.includes('immutable') ? 'kept a year' : answer.cache}`;

const database = adminDatabaseUrl ? await createBenchDatabase(adminDatabaseUrl) : null;
const store = await startStore({
  port: await freePort(),
  // A store on PostgreSQL needs a signing secret of its own (an embedded one makes its own).
  env: database ? { DATABASE_URL: database.url, JWT_SECRET: randomUUID() + randomUUID() } : {},
  useBaseUrl: false,
});
const results = [];
try {
  // The seed's own pictures have their sizes made first.
  await warmUp(store, []);
  const { token } = await call(store.baseUrl, '/api/signin', { method: 'POST', body: ADMIN });
  for (let round = 1; round <= rounds; round += 1) {
    const file = await photo();
    const publicId = await upload(store.baseUrl, token, file);
    const uploaded = performance.now();
    const [original, detail, card] = await Promise.all(
      SIZES.map((size) => ask(store.baseUrl, size, publicId)),
    );
    let madeAfter = null;
    while (performance.now() - uploaded < MADE_FOR_GOOD_WITHIN_MS) {
      const again = await ask(store.baseUrl, 'original', publicId);
      if (again.type === 'image/avif' && again.cache?.includes('immutable')) {
        madeAfter = performance.now() - uploaded;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    results.push({ round, answers: { original, detail, card }, madeAfter });
    await warmUp(store, []);
  }
} finally {
  await store.stop();
  await database?.drop();
}

let commit = 'unknown';
try {
  commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
} catch {
  // not a git checkout
}
console.log(
  `\nMachine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}; load ${loadavg()[0].toFixed(2)} at the end; commit ${commit}; ${database ? `PostgreSQL ${database.version}` : 'embedded PGlite'}.`,
);
console.log(
  `${rounds} uploads of a 2000x2000 JPEG, each then asked for at once at three sizes by a browser accepting AVIF: first byte (ms) and what was answered:\n`,
);
console.log(`| round | ${SIZES.join(' | ')} | original's AVIF served for good after (ms) |`);
console.log(`|---|${SIZES.map(() => '---|').join('')}---|`);
for (const { round, answers, madeAfter } of results) {
  console.log(
    `| ${round} | ${SIZES.map((size) => describe(answers[size])).join(' | ')} | ${madeAfter === null ? 'not within 120 s' : ms(madeAfter)} |`,
  );
}
const made = results.map((result) => result.madeAfter).filter((value) => value !== null);
const firstBytes = SIZES.map(
  (size) => `${size} ${ms(median(results.map((result) => result.answers[size].firstByte)))} ms`,
);
console.log(
  `\nMedian first byte: ${firstBytes.join(', ')}; the original's AVIF served for good after ${made.length ? `${ms(median(made))} ms` : '-'}.`,
);
