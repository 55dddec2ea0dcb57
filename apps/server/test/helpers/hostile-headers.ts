import fc from 'fast-check';
import type { HostileContext } from './hostile';
import { headerText } from './hostile-text';

// Headers for hostile requests (helpers/hostile.ts): forged credentials, odd negotiation, spoofed proxies.

/** Headers a client may get wrong or forge; `authorization`/`apikey` replace the caller's when set. */
export function headersOf(context: HostileContext): fc.Arbitrary<Record<string, string>> {
  const token = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...context.badTokens) },
    { weight: 1, arbitrary: headerText(60) },
  );
  const authorization = fc.oneof(
    token.map((t) => `Bearer ${t}`),
    token.map((t) => `bearer   ${t}`),
    fc.constantFrom('Bearer', 'Bearer ', 'Basic YWRtaW46YWRtaW4=', 'Bearer a b', 'Token x', 'Bearer null'),
    headerText(60),
  );
  const apikey = fc.oneof(token, fc.constantFrom(...context.otherKeys));
  const xForwardedFor = fc.oneof(
    { weight: 6, arbitrary: fc.ipV4() },
    { weight: 2, arbitrary: fc.ipV6() },
    { weight: 1, arbitrary: fc.ipV4Extended() },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'unknown',
        '',
        ' , ,',
        '1.2.3.4, 5.6.7.8',
        '::ffff:10.0.0.1',
        '999.999.999.999',
      ),
    },
    { weight: 1, arbitrary: headerText(40) },
    { weight: 1, arbitrary: fc.constantFrom(300, 2_000).map((n) => `${'9'.repeat(n)}.1.1.1`) },
  );
  // Each header is left out of most requests, so most of them carry the caller's real credentials and one
  // or two odd headers; x-forwarded-for always varies (the app trusts it here), spreading rate limits.
  const sometimes = <T>(arbitrary: fc.Arbitrary<T>, percent: number) =>
    fc.oneof(
      { weight: 100 - percent, arbitrary: fc.constant(undefined) },
      { weight: percent, arbitrary: arbitrary },
    );
  return fc
    .record({
      authorization: sometimes(authorization, 15),
      apikey: sometimes(apikey, 10),
      accept: sometimes(
        fc.oneof(
          fc.constantFrom(
            'application/json',
            '*/*',
            'text/html',
            'application/xml',
            'image/webp',
            'application/json;q=0',
            '',
          ),
          headerText(30),
        ),
        25,
      ),
      'accept-language': sometimes(
        fc.oneof(
          fc.constantFrom('he', 'fr-FR,fr;q=0.9', '*', 'xx-YY;q=2', 'en;q=abc', 'he-IL,'.repeat(200)),
          headerText(30),
        ),
        25,
      ),
      'accept-encoding': sometimes(
        fc.constantFrom('br', 'gzip', 'gzip, br;q=0.5', 'deflate', 'identity;q=0, *;q=0', 'zstd', 'br;q=abc'),
        20,
      ),
      'x-forwarded-for': xForwardedFor,
      'x-forwarded-host': sometimes(
        fc.oneof(
          fc.constantFrom(
            'evil.example',
            '[::1]:80',
            'a b',
            '::::',
            'localhost:99999',
            'ex%00ample',
            '',
            'x'.repeat(300),
          ),
          headerText(30),
        ),
        4,
      ),
      'x-forwarded-proto': sometimes(
        fc.constantFrom('https', 'javascript', 'ftp', 'h t t p', '', 'https, http'),
        4,
      ),
      host: sometimes(
        fc.constantFrom('evil.example', '[::1', 'a b', 'localhost:99999', '', '%', 'x'.repeat(300)),
        4,
      ),
      'user-agent': sometimes(fc.oneof(headerText(80), fc.constant('Mozilla/5.0 '.repeat(300))), 5),
      'if-none-match': sometimes(fc.constantFrom('*', 'W/"x"', '"'), 5),
      range: sometimes(
        fc.constantFrom('bytes=0-0', 'bytes=-1', 'bytes=99999999999-', 'bytes=abc', 'items=0-9'),
        5,
      ),
      other: sometimes(fc.tuple(fc.stringMatching(/^x-[a-z0-9-]{1,20}$/), headerText(40)), 10),
    })
    .map(({ other, ...named }) => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(named)) if (value !== undefined) headers[name] = value;
      if (other) headers[other[0]] = other[1];
      return headers;
    });
}
