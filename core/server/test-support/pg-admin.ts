import pg from 'pg';

/** TEST_DATABASE_URL naming another database of the same server. */
export function testDatabaseUrl(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs `work` on a client of the test server's maintenance database, closed afterwards. */
export async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  return withClient(testDatabaseUrl('postgres'), work);
}

/** Runs `work` on a client of `url`, closed afterwards. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Removes databases earlier runs left behind: copies (`<copyPrefix><pid>_...`) whose test process
 * is gone, and templates (`<templatePrefix>...`) other than `current`. A template another run is
 * copying refuses the drop and is left for a later run; one being seeded (`..._build`) is left alone.
 */
export async function dropLeftoverDatabases(copyPrefix: string, templatePrefix: string, current: string): Promise<void> {
  await withAdmin(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where (starts_with(datname, $1) or starts_with(datname, $2)) and datname <> $3', [copyPrefix, templatePrefix, current]);
    for (const { datname } of rows) {
      if (datname.startsWith(copyPrefix)) {
        if (!alive(Number(datname.slice(copyPrefix.length).split('_')[0]))) await client.query(`drop database if exists "${datname}" with (force)`).catch(() => undefined);
      } else if (!datname.endsWith('_build')) {
        await client.query(`drop database if exists "${datname}"`).catch(() => undefined);
      }
    }
  });
}
