import { join, resolve } from 'node:path';
import {
  BackupError,
  DATABASE_PATH,
  defaultBackupName,
  type StoreLocation,
  storeLocation,
} from './backup-format.js';
import { createBackup } from './create-backup.js';
import { restoreBackup } from './restore-backup.js';

/** What a command reads and where it speaks: the process's own, or a test's. */
export interface CommandIo {
  env: NodeJS.ProcessEnv;
  /** The folder a relative backup file name is taken from (the shell's, not npm's). */
  cwd: string;
  print(line: string): void;
  fail(line: string): void;
}

const USAGE = [
  'Usage:',
  '  npm run backup [FILE]    write a backup of the embedded store (default: a dated file here)',
  '  npm run restore FILE     restore a backup into an empty DATA_DIR',
].join('\n');

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const files = (count: number) => `${count} media ${count === 1 ? 'file' : 'files'}`;

/** With PostgreSQL the database is the server's to back up: say how rather than copy half. */
function postgresBackupAdvice(store: StoreLocation): string {
  return [
    'DATABASE_URL is set: the database is a PostgreSQL server, which npm run backup does not copy.',
    "Back it up with PostgreSQL's own tools, for example:",
    '  pg_dump --format=custom --file=attar-house.dump "$DATABASE_URL"   (pg_restore brings it back)',
    store.mediaBucket
      ? bucketNote(store.mediaBucket)
      : `and copy the media folder (${store.mediaDir}, without its cache folder) beside it.`,
  ].join('\n');
}

/** With S3_BUCKET the images are in object storage, which keeps its own copies. */
function bucketNote(bucket: string): string {
  return `The images are in the S3 bucket ${bucket} (S3_BUCKET), which no backup file copies: keep them with the bucket's own versioning or replication.`;
}

async function backup(args: string[], io: CommandIo): Promise<number> {
  if (args.length > 1) throw new BackupError(USAGE, 2);
  const store = storeLocation(io.env);
  if (store.databaseUrl) throw new BackupError(postgresBackupAdvice(store));
  const target = resolve(io.cwd, args[0] ?? defaultBackupName(new Date()));
  const result = await createBackup(store, target);
  const media = result.manifest.files.filter((file) => file.path !== DATABASE_PATH);
  io.print(
    [
      `Backup written to ${result.file} (${size(result.bytes)}):`,
      `  the database (PostgreSQL ${result.manifest.database.postgresVersion}, ${result.manifest.database.migrations} migrations applied)`,
      ...(store.mediaBucket
        ? ['  and no images.', bucketNote(store.mediaBucket)]
        : [
            `  and ${files(media.length)} (${size(media.reduce((sum, file) => sum + file.bytes, 0))}).`,
            'Rendered image sizes are left out: the server renders them again after a restore.',
          ]),
      "The file holds customers' personal data and password hashes: keep it as safe as the store.",
    ].join('\n'),
  );
  return 0;
}

async function restore(args: string[], io: CommandIo): Promise<number> {
  if (args.length !== 1) throw new BackupError(USAGE, 2);
  const store = storeLocation(io.env);
  if (store.databaseUrl) {
    throw new BackupError(
      'DATABASE_URL is set, but a backup made by npm run backup holds the embedded database: unset DATABASE_URL to restore it, ' +
        'or restore a PostgreSQL server with pg_restore from a pg_dump file.',
    );
  }
  const file = resolve(io.cwd, args[0]!);
  const result = await restoreBackup(store, file);
  io.print(
    [
      `Restored ${file} into ${store.dataDir}:`,
      `  the database (made ${result.manifest.createdAt} by Attar House ${result.manifest.appVersion}) and ${files(result.mediaFiles)}.`,
      ...(store.mediaBucket && result.mediaFiles > 0
        ? [
            `S3_BUCKET is set, so the store reads its images from the bucket ${store.mediaBucket}, not from ${store.mediaDir}:`,
            `copy ${join(store.mediaDir, 'original')} into the bucket's original/ folder, or unset S3_BUCKET.`,
          ]
        : []),
      'Start the store as usual: it renders the image sizes again in the background.',
      io.env.JWT_SECRET?.trim()
        ? 'Sessions signed with this JWT_SECRET before the backup stay valid.'
        : `A new signing secret is made in ${join(store.dataDir, 'jwt-secret')} at the first start: everyone signs in again.`,
    ].join('\n'),
  );
  return 0;
}

/** Runs `backup` or `restore` and answers the exit code; every refusal is one clear message. */
export async function runBackupCommand(
  command: string,
  args: string[],
  io: CommandIo,
): Promise<number> {
  try {
    if (command === 'backup') return await backup(args, io);
    if (command === 'restore') return await restore(args, io);
    throw new BackupError(USAGE, 2);
  } catch (error) {
    if (error instanceof BackupError) {
      io.fail(error.message);
      return error.exitCode;
    }
    io.fail(
      `The ${command} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    return 1;
  }
}

/** Reads `.env` as the server does (existing variables win); no file is no matter. */
export function loadEnvFileIfPresent(): void {
  try {
    process.loadEnvFile();
  } catch {
    // No .env file: the environment alone configures the command.
  }
}
