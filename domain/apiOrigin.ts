/**
 * Spec §7: the API origin is localhost port 5000 when the app runs on localhost; otherwise the
 * app's host with its first label suffixed "api" (app.lender.ca → appapi.lender.ca).
 */
export function apiOriginFor(location: { protocol: string; hostname: string }, localPort = 5000): string {
  if (isLocalHost(location.hostname)) return `http://localhost:${localPort}`;
  const [first, ...rest] = location.hostname.split('.');
  return `${location.protocol}//${[`${first}api`, ...rest].join('.')}`;
}

export function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

/**
 * The CORS side of the same rule: a browser origin may call this API when the rule, applied to
 * that origin, names this API's host. Any localhost page may call a localhost API.
 */
export function isAllowedBrowserOrigin(origin: string, apiHostname: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (isLocalHost(url.hostname)) return isLocalHost(apiHostname);
  const expected = new URL(apiOriginFor({ protocol: url.protocol, hostname: url.hostname })).hostname;
  return expected === apiHostname;
}
