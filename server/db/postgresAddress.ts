/**
 * The address postgres.js is given: a libpq-style `?host=/folder` in the URL (the embedded
 * cluster's own socket) becomes its `path` option, since it reads a Unix socket from nothing else.
 * A local socket costs the server and Postgres less per statement than loopback TCP.
 */
export function clientAddress(url: string): { url: string; path?: string } {
  const parsed = new URL(url);
  const folder = parsed.searchParams.get('host');
  if (!folder?.startsWith('/')) return { url };
  parsed.searchParams.delete('host');
  return { url: parsed.toString(), path: `${folder}/.s.PGSQL.${parsed.port || 5432}` };
}
