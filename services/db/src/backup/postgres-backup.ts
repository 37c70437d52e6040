import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { BACKUP_TABLES, MIGRATIONS_TABLE } from './tables';

const run = promisify(execFile);
const MAX_BUFFER = 1024 * 1024 * 1024;

/** pg_dump, pg_restore and psql read the URL themselves; errors name the tool, never the URL. */
async function tool(name: string, args: string[]): Promise<string> {
  try {
    const { stdout } = await run(name, args, { maxBuffer: MAX_BUFFER });
    return stdout;
  } catch (error) {
    const e = error as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT') throw new Error(`${name} is not installed (Debian: apt-get install postgresql-client)`);
    throw new Error(`${name} failed: ${(e.stderr ?? e.message).trim()}`);
  }
}

/**
 * pg_dump in custom format of the backup tables (schema and data, with their sequences) and
 * knex_migrations. pg_dump reads one snapshot (a repeatable-read transaction), so likes written
 * meanwhile are either wholly in the file or not at all.
 */
export async function backupPostgres(databaseUrl: string, target: string): Promise<void> {
  const tables = [...BACKUP_TABLES, MIGRATIONS_TABLE].flatMap((t) => ['--table', `public.${t}`]);
  await tool('pg_dump', [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    ...tables,
    '--file',
    target,
    '--dbname',
    databaseUrl,
  ]);
}

/** The knex_migrations names in a dump (from its COPY data). */
export async function postgresBackupMigrations(file: string): Promise<string[]> {
  const sql = await tool('pg_restore', ['--data-only', '--table', MIGRATIONS_TABLE, '--file', '-', file]);
  const start = sql.search(/^COPY public\.knex_migrations \(/m);
  if (start < 0) throw new Error(`${file} holds no knex_migrations: not a backup of this application`);
  const lines = sql.slice(sql.indexOf('\n', start) + 1).split('\n');
  const names: string[] = [];
  for (const line of lines) {
    if (line === '\\.') break;
    const columns = line.split('\t');
    if (columns[1]) names.push(columns[1]);
  }
  return names;
}

/**
 * The restore script: in one transaction, empty the backup tables, load the dump's rows (in
 * foreign-key order, through a pg_restore list of the data entries only) and set each table's id
 * sequence past its largest id. Run by psql with ON_ERROR_STOP, so any error rolls all of it back.
 */
async function restoreScript(file: string): Promise<string> {
  const toc = await tool('pg_restore', ['--list', file]);
  const entries = toc.split('\n').filter((l) => / TABLE DATA public /.test(l));
  const ordered = BACKUP_TABLES.map((table) => {
    const entry = entries.find((l) => new RegExp(` TABLE DATA public ${table} `).test(l));
    if (!entry) throw new Error(`the backup has no data for ${table}`);
    return entry;
  });
  const dir = mkdtempSync(`${tmpdir()}/nacho-restore-`);
  try {
    writeFileSync(`${dir}/list`, `${ordered.join('\n')}\n`);
    const data = await tool('pg_restore', ['--data-only', '--use-list', `${dir}/list`, '--file', '-', file]);
    const tables = BACKUP_TABLES.map((t) => `public.${t}`).join(', ');
    // Tables with an id column: a serial id's sequence goes past the largest restored id (null for other ids).
    const sequences = BACKUP_TABLES.filter(hasId).map(
      (t) =>
        `select setval(s::regclass, coalesce((select max(id) from public.${t}), 0) + 1, false) from pg_get_serial_sequence('public.${t}', 'id') as s where s is not null;`,
    );
    return ['begin;', `truncate ${tables};`, data, ...sequences, 'commit;'].join('\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const WITHOUT_ID = new Set<string>(['users', 'nft_like_counts', 'user_like_limits', 'site_settings']);
const hasId = (table: string) => !WITHOUT_ID.has(table);

/** Replaces the backup tables of the database with the dump's rows in one transaction (psql). */
export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  const script = await restoreScript(file);
  await new Promise<void>((resolve, reject) => {
    const child = spawn('psql', ['--no-psqlrc', '--quiet', '--set', 'ON_ERROR_STOP=1', '--dbname', databaseUrl], {
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error('psql is not installed (Debian: apt-get install postgresql-client)')
          : error,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`psql failed (exit ${code}): ${stderr.trim()}`)),
    );
    child.stdin.end(script);
  });
}
