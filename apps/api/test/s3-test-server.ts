import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** A local S3-compatible server for tests, and the S3_* variables that point a store at it. */
export interface S3TestServer {
  bucket: string;
  endpoint: string;
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** Starts s3rver on 127.0.0.1 (a free port, files in a fresh temporary folder) with one bucket. */
export async function startS3TestServer(bucket = 'attar-media'): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'attar-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      // s3rver checks signatures against its fixed test keys.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
