import { expect, test } from './fixtures';

const ONE_YEAR = 365 * 24 * 3600;

/** What is wrong with an answer's security headers (the API suite checks every route; this, the built files). */
function headerProblems(url: string, headers: Record<string, string>): string[] {
  const csp = headers['content-security-policy'] ?? '';
  const directive = (name: string) =>
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `));
  const hsts = headers['strict-transport-security'] ?? '';
  const problems = [
    // A JSON answer (a missing file) has no script-src: its default-src 'none' governs scripts.
    /'unsafe-(inline|eval)'/.test(directive('script-src') ?? directive('default-src') ?? "'unsafe-inline'") &&
      'script-src allows inline code',
    directive('frame-ancestors') !== "frame-ancestors 'none'" && "frame-ancestors is not 'none'",
    !(Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0) >= ONE_YEAR && /includeSubDomains/i.test(hsts)) &&
      'no HSTS of a year with subdomains',
    headers['x-content-type-options'] !== 'nosniff' && 'no nosniff',
    !headers['referrer-policy'] && 'no Referrer-Policy',
  ];
  return problems.filter((p): p is string => Boolean(p)).map((p) => `${url}: ${p}`);
}

test('every file of the built storefront carries the security headers, found or not', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'en-mobile', 'the server answers every project alike');
  const html = await (await request.get('/')).text();
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  expect(assets.length).toBeGreaterThan(0);
  const urls = [
    '/',
    '/products',
    '/no-such-page',
    ...assets,
    '/assets/no-such-file.js',
    '/sw.js',
    '/manifest.webmanifest',
    '/favicon.svg',
    '/icons/icon-192.png',
    '/robots.txt',
    '/api/docs',
  ];
  const problems: string[] = [];
  for (const url of urls) {
    const response = await request.get(url);
    problems.push(...headerProblems(`${url} (${response.status()})`, response.headers()));
  }
  expect(problems).toEqual([]);
});
