import { beforeAll, describe, expect, it } from 'vitest';
import type { StaySearchResult } from '@orchim/shared/stays';
import { staySummary } from '@/features/stays/test-utils';
import type { SsrState } from '@/app/ssr-state';
import { initServerRendering, renderPage } from './entry-server';
import { resources } from '../test/i18n';

/**
 * The server's render of the public pages (decision 018), with the API answered by a transport instead of
 * the network. In the web project's jsdom (its React libraries resolve to Preact there only); the build
 * that runs in Node (dist-ssr) is exercised end to end, by the e2e suite against the real server.
 */
const config = { apiUrl: 'https://orchim.example', anonKey: 'anon-key' };
const stays = [
  staySummary({ title: 'Parlour floor on Lincoln Place' }),
  staySummary({ title: 'Garden floor' }),
];
const search: StaySearchResult = {
  items: stays,
  page: 1,
  pageSize: 12,
  total: 2,
  totalIsCapped: false,
  hasMore: false,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers the stays search; records every call, with the anon key it carried. */
function fakeApi(answer: (url: URL) => Response = () => json(search)) {
  const calls: string[] = [];
  const transport = async (url: URL, init: RequestInit) => {
    calls.push(`${url.pathname}${url.search} ${new Headers(init.headers).get('apikey')}`);
    return url.pathname === '/rest/v1/stays' ? answer(url) : json({ code: 'not_found', message: 'x' }, 404);
  };
  return { calls, transport };
}

const stateOf = (script: string) =>
  JSON.parse(/<script type="application\/json" id="ssr-state">(.*)<\/script>/s.exec(script)![1]!) as SsrState;

beforeAll(async () => {
  await initServerRendering(resources);
});

describe('renderPage', () => {
  it('renders /stays with the stays the API answered, and the state the browser starts from', async () => {
    const api = fakeApi();
    const page = await renderPage({ url: '/stays', language: 'en', config, transport: api.transport });
    expect(page).not.toBeNull();
    expect(page!.html).toContain('Stays in Crown Heights');
    expect(page!.html).toContain('Parlour floor on Lincoln Place');
    expect(page!.html).toContain('Garden floor');
    expect(page!.html).not.toContain('Loading...');
    expect(api.calls).toEqual([expect.stringMatching(/^\/rest\/v1\/stays\?.* anon-key$/)]);
    expect([page!.lang, page!.dir]).toEqual(['en', 'ltr']);

    const state = stateOf(page!.stateScript);
    expect(state.language).toBe('en');
    expect(state.config).toEqual(config);
    expect(state.namespaces).toEqual(['common', 'stays']);
    expect(state.queries.queries).toHaveLength(1);
    expect(state.queries.queries[0]!.state.data).toEqual(search);
  });

  it('renders in Hebrew, right to left, when asked', async () => {
    const api = fakeApi();
    const page = await renderPage({ url: '/stays', language: 'he', config, transport: api.transport });
    expect(page!.html).toContain((resources.he!.stays as { list: { title: string } }).list.title);
    expect([page!.lang, page!.dir]).toEqual(['he', 'rtl']);
    expect(stateOf(page!.stateScript)).toMatchObject({ language: 'he', namespaces: ['common', 'stays'] });
  });

  it('keeps each render in its own language when two run at once', async () => {
    const [en, he] = await Promise.all([
      renderPage({ url: '/stays', language: 'en', config, transport: fakeApi().transport }),
      renderPage({ url: '/stays', language: 'he', config, transport: fakeApi().transport }),
    ]);
    expect(en!.html).toContain('Stays in Crown Heights');
    expect(he!.html).not.toContain('Stays in Crown Heights');
    expect(he!.html).toContain((resources.he!.stays as { list: { title: string } }).list.title);
  });

  it('escapes the state, so a listing cannot close its <script> early', async () => {
    const hostile = staySummary({ title: '</script><script>alert(1)</script>' });
    const api = fakeApi(() => json({ ...search, items: [hostile] }));
    const page = await renderPage({ url: '/stays', language: 'en', config, transport: api.transport });
    expect(page!.stateScript.match(/<\/script>/g)).toHaveLength(1);
    expect(stateOf(page!.stateScript).queries.queries[0]!.state.data).toMatchObject({ items: [hostile] });
    expect(page!.html).not.toContain('<script>alert(1)');
  });

  it('shows hostile text as text, in the page and in its state (issue 20)', async () => {
    const payloads = [
      'javascript&colon;alert(1)',
      '<iframe srcdoc="<script>alert(1)</script>">',
      '<img src=x on\u200berror=alert(1)>',
    ];
    const hostile = payloads.map((title) => staySummary({ title, area: title }));
    const api = fakeApi(() => json({ ...search, items: hostile, total: hostile.length }));
    const page = await renderPage({ url: '/stays', language: 'en', config, transport: api.transport });
    const rendered = document.createElement('div');
    rendered.innerHTML = page!.html;
    expect(rendered.querySelectorAll('iframe, img[onerror], script')).toHaveLength(0);
    for (const element of rendered.querySelectorAll('*')) {
      expect(element.getAttributeNames().filter((name) => /^on|^srcdoc$/i.test(name))).toEqual([]);
    }
    for (const title of payloads) expect(rendered.textContent).toContain(title);
    // The state is JSON no tag can leave: no `<` at all inside the element.
    const stateJson = /^<script type="application\/json" id="ssr-state">(.*)<\/script>$/s.exec(
      page!.stateScript,
    )![1]!;
    expect(stateJson).not.toContain('<');
    expect(stateOf(page!.stateScript).queries.queries[0]!.state.data).toMatchObject({ items: hostile });
  });

  it('leaves to the browser a page whose data failed, a signed-in area, a form page and an unknown path', async () => {
    const failing = fakeApi(() => json({ code: 'internal_error', message: 'x' }, 500));
    expect(
      await renderPage({ url: '/stays', language: 'en', config, transport: failing.transport }),
    ).toBeNull();
    // No retry on the server: the browser's own request will.
    expect(failing.calls).toHaveLength(1);

    const api = fakeApi();
    expect(
      await renderPage({ url: '/profile', language: 'en', config, transport: api.transport }),
    ).toBeNull();
    expect(
      await renderPage({ url: '/no-such-page', language: 'en', config, transport: api.transport }),
    ).toBeNull();
    expect(api.calls).toEqual([]);
  });
});
