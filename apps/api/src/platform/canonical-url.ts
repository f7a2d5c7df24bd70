/**
 * The one spelling of a request path the router sees: dot segments (also `%2e`) resolved, empty
 * segments (doubled or trailing slashes) dropped and `;` parameters of each segment removed. The
 * router itself decodes percent-encoding and ignores case, so every spelling of a route reaches the
 * same route, and with it the same access rule, rate limit and same-origin check.
 * The query string is kept as it came.
 */
export function canonicalUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const query = queryAt < 0 ? '' : url.slice(queryAt);
  const out: string[] = [];
  for (const raw of path.split('/')) {
    const segment = raw.split(';', 1)[0] ?? '';
    const dots = segment.replace(/%2e/gi, '.');
    if (dots === '' || dots === '.') continue;
    if (dots === '..') {
      out.pop();
      continue;
    }
    out.push(segment);
  }
  return `/${out.join('/')}${query}`;
}

/** The decoded path of a request URL, for the not-found handler's choice between a page and JSON. */
export function decodedPath(url: string): string {
  const path = canonicalUrl(url).split('?', 1)[0] ?? '/';
  try {
    return decodeURIComponent(path).toLowerCase();
  } catch {
    return path.toLowerCase();
  }
}
