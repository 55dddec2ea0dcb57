import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Language } from '@orchim/shared/constants';
import type { OhelGuide } from '@orchim/shared/ohel';
import { OHEL_ADDRESS } from '@orchim/shared/ohel-catalogue';
import type { ShabbosTimes } from '@orchim/shared/shabbos';
import type { StaySearchResult } from '@orchim/shared/stays';
import { reviewPage, stayDetail } from '../test/fixtures';
import { MEAL_DATES_COUNT } from '@/features/meals/api/get-meal-dates';
import { MIKETZ, mealDetail, mealList, mealSummary, VAYESHEV } from '@/features/meals/test-fixtures';
import { listingsPage, shuttleDetail, shuttleSummary } from '@/features/ohel/test-utils';
import { staySummary } from '@/features/stays/test-utils';
import { transportDetail, transportList, transportSummary } from '../test/transport-fixtures';
import type { SsrState } from '@/app/ssr-state';
import type { ApiTransport } from '@/lib/api';
import { initServerRendering, renderPage } from './entry-server';
import { resources } from '../test/i18n';

/**
 * The server's render of the public pages (decisions 018, 025), with the API answered by a transport
 * instead of the network, in the web project's jsdom; the build that runs in Node (dist-ssr) is exercised
 * end to end, by the e2e suite against the real server.
 */
const config = { apiUrl: 'https://orchim.example', anonKey: 'anon-key', payments: 'on_arrival' as const };
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
    expect(state.namespaces).toEqual(['common', 'stays', 'map']);
    expect(state.queries.queries).toHaveLength(1);
    expect(state.queries.queries[0]!.state.data).toEqual(search);
  });

  it('renders in Hebrew, right to left, when asked', async () => {
    const api = fakeApi();
    const page = await renderPage({ url: '/stays', language: 'he', config, transport: api.transport });
    expect(page!.html).toContain((resources.he!.stays as { list: { title: string } }).list.title);
    expect([page!.lang, page!.dir]).toEqual(['he', 'rtl']);
    expect(stateOf(page!.stateScript)).toMatchObject({
      language: 'he',
      namespaces: ['common', 'stays', 'map'],
    });
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

/** The week's parsha, as the home page's Shabbos times name it in each language. */
const PARSHA = { en: 'Vayeitzei', fr: 'Vayétsé', he: 'ויצא' } as const;
/** The answers of the home page's Shabbos times (the parsha marked) and of /ohel's guide. */
const shabbosTimes = (mark: string): ShabbosTimes => ({
  friday: '2026-11-27',
  saturday: '2026-11-28',
  candleLighting: '2026-11-27T21:12:00.000Z',
  havdalah: '2026-11-28T22:20:00.000Z',
  parsha: { en: `${PARSHA.en} ${mark}`, fr: `${PARSHA.fr} ${mark}`, he: `${PARSHA.he} ${mark}` },
  hebrewDate: { en: '18 Kislev 5787', fr: '18 Kislev 5787', he: 'י״ח בכסלו תשפ״ז' },
  holidays: [],
});
const ohelGuide: OhelGuide = {
  address: OHEL_ADDRESS,
  busiestDays: [
    { key: 'gimmel_tammuz', date: '2026-06-18', hebrewDate: '3 Tammuz 5786', passed: false, nextDate: null },
  ],
};

/**
 * The public API as the rendered pages call it, every listing's title (and the home page's parsha) ending
 * in `mark`, so that a page shows whose answers it got: "Stay list #7" on a /stays page, "Meal #7" on a
 * meal's page.
 */
function siteAnswer(url: URL, mark: string): Response {
  const [, kind, id, part] = /^\/rest\/v1\/([^/]+)(?:\/([^/]+))?(?:\/([^/]+))?$/.exec(url.pathname) ?? [];
  const range = { from: url.searchParams.get('from'), to: url.searchParams.get('to') };
  if (part === 'reviews') return json(reviewPage());
  if (kind === 'shabbos-times') return json(shabbosTimes(mark));
  if (kind === 'ohel-guide') return json(ohelGuide);
  if (kind === 'stays' && !id)
    return json({ ...search, items: [staySummary({ title: `Stay list ${mark}` })], total: 1 });
  if (kind === 'stays' && part === 'availability') return json({ ...range, taken: [] });
  if (kind === 'stays' && !part) return json(stayDetail({ id, title: `Stay ${mark}` }));
  if (kind === 'meals' && !id)
    return json(mealList({ items: [mealSummary({ title: `Meal list ${mark}` })] }));
  if (kind === 'meals' && id === 'dates') return json([VAYESHEV, MIKETZ]);
  if (kind === 'meals' && part === 'sittings') return json({ ...range, items: [] });
  if (kind === 'meals' && !part) return json(mealDetail({ id, title: `Meal ${mark}` }));
  if (kind === 'transport' && !id)
    return json(transportList([transportSummary({ title: `Ride list ${mark}` })]));
  if (kind === 'transport' && !part) return json(transportDetail({ id, title: `Ride ${mark}` }));
  if (kind === 'ohel-listings' && !id)
    return json(listingsPage({ items: [shuttleSummary({ title: `Ohel list ${mark}` })] }));
  if (kind === 'ohel-listings' && !part) return json(shuttleDetail({ id, title: `Ohel ${mark}` }));
  return json({ code: 'not_found', message: 'x' }, 404);
}

/** siteAnswer's API; records every call with the anon key it carried. `before` runs ahead of each answer. */
function siteApi(mark: string, before: (url: URL) => Promise<void> | void = () => {}) {
  const calls: string[] = [];
  const transport: ApiTransport = async (url, init) => {
    calls.push(`${url.pathname}${url.search} ${new Headers(init.headers).get('apikey')}`);
    await before(url);
    return siteAnswer(url, mark);
  };
  return { calls, transport };
}

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** What a promise came to within `ms`, or 'still running': a render that never ends fails the test, not hangs it. */
const within = <T,>(ms: number, promise: Promise<T>) =>
  Promise.race([promise, sleep(ms).then(() => 'still running' as const)]);

/** The page's text, as a reader sees it (entities decoded). */
const textOf = (html: string) => {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element.textContent ?? '';
};
const queryKeysOf = (page: { stateScript: string }) =>
  stateOf(page.stateScript).queries.queries.map((query) => JSON.stringify(query.queryKey));

describe('renderPage, renders at once (no queue)', () => {
  it('renders a page while another waits for its data, each with its own data, language and key', async () => {
    const released = deferred();
    const aAsked = deferred();
    const events: string[] = [];
    const a = siteApi('of render A', async () => {
      aAsked.resolve();
      await released.promise;
    });
    const b = siteApi('of render B');
    const configA = { ...config, anonKey: 'anon-a' };
    const configB = { ...config, anonKey: 'anon-b' };

    // A stay's page: once its stay has come, it asks for the stay's reviews and calendar (a second pass).
    const renderA = renderPage({
      url: '/stays/stay-a',
      language: 'en',
      config: configA,
      transport: a.transport,
    });
    void renderA.then(() => events.push('A answered'));
    // A is in the middle of its render: its query has called the API, which holds the answer.
    await aAsked.promise;

    try {
      const pageB = await within(
        10_000,
        renderPage({ url: '/meals', language: 'he', config: configB, transport: b.transport }),
      );
      events.push('B answered');
      // Queued behind A, B would still be waiting (A is held until below).
      expect(pageB).not.toBe('still running');
      if (pageB === 'still running' || !pageB) throw new Error(`render B: ${pageB}`);
      expect(textOf(pageB.html)).toContain('Meal list of render B');
      expect(textOf(pageB.html)).not.toContain('of render A');
      expect([pageB.lang, pageB.dir]).toEqual(['he', 'rtl']);
      expect(stateOf(pageB.stateScript)).toMatchObject({ language: 'he', config: configB });
      expect(b.calls).toEqual([
        '/rest/v1/meals?lang=he anon-b',
        `/rest/v1/meals/dates?count=${MEAL_DATES_COUNT} anon-b`,
      ]);
    } finally {
      events.push('A released');
      released.resolve();
    }

    const pageA = await renderA;
    expect(events).toEqual(['B answered', 'A released', 'A answered']);
    expect(pageA).not.toBeNull();
    expect(textOf(pageA!.html)).toContain('Stay of render A');
    expect(textOf(pageA!.html)).not.toContain('of render B');
    expect([pageA!.lang, pageA!.dir]).toEqual(['en', 'ltr']);
    expect(stateOf(pageA!.stateScript)).toMatchObject({ language: 'en', config: configA });
    // A's calls after B's render, made through A's own transport with A's key, not the last render's.
    expect(a.calls).toEqual([
      '/rest/v1/stays/stay-a?lang=en anon-a',
      '/rest/v1/stays/stay-a/reviews?page=1 anon-a',
      expect.stringMatching(/^\/rest\/v1\/stays\/stay-a\/availability\?from=.* anon-a$/),
    ]);
  }, 30_000);

  it('answers null promptly when aborted while the API hangs, calls it no more, and leaves nothing behind', async () => {
    const asked = deferred();
    const calls: string[] = [];
    // Never answers, and does not listen for an abort either (the server's in-process router does not).
    const hanging: ApiTransport = (url) => {
      calls.push(`${url.pathname}${url.search}`);
      asked.resolve();
      return new Promise<Response>(() => {});
    };
    const controller = new AbortController();
    const render = renderPage({
      url: '/stays/aborted-stay',
      language: 'en',
      config,
      transport: hanging,
      signal: controller.signal,
    });
    await asked.promise;
    const abortedAt = performance.now();
    controller.abort();
    // Well under the server's 1.5 s; 'still running' after 5 s means the render waits for the call.
    expect(await within(5_000, render)).toBeNull();
    expect(performance.now() - abortedAt).toBeLessThan(1_000);
    const callsAtAbort = [...calls];
    expect(callsAtAbort).toEqual(['/rest/v1/stays/aborted-stay?lang=en']);
    await sleep(300);
    expect(calls).toEqual(callsAtAbort);

    const api = siteApi('after the abort');
    const page = await renderPage({
      url: '/stays/aborted-stay',
      language: 'en',
      config,
      transport: api.transport,
    });
    expect(textOf(page!.html)).toContain('Stay after the abort');
    expect(api.calls).toHaveLength(3);
    expect(api.calls[0]).toBe('/rest/v1/stays/aborted-stay?lang=en anon-key');
  }, 30_000);

  it.each([
    // A stay's page asks for the stay, then (once it has it) its reviews and calendar: a second pass.
    { url: '/stays/late-stay', firstCall: '/rest/v1/stays/late-stay?lang=en', title: 'Stay', calls: 3 },
    // A list's page has one pass: the answer alone would finish it.
    { url: '/stays?guests=3', firstCall: '/rest/v1/stays?guests=3&lang=en', title: 'Stay list', calls: 1 },
  ])(
    'answers null when aborted while its data is on the way, and calls no more ($url)',
    async ({ url, firstCall, title, calls }) => {
      const asked = deferred();
      const answer = deferred();
      const late = siteApi('before the abort', async () => {
        asked.resolve();
        await answer.promise;
      });
      // An abort is no error of the page: nothing is logged.
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const controller = new AbortController();
        const render = renderPage({
          url,
          language: 'en',
          config,
          transport: late.transport,
          signal: controller.signal,
        });
        await asked.promise;
        controller.abort();
        // The answer comes after the abort.
        answer.resolve();
        expect(await within(5_000, render)).toBeNull();
        await sleep(300);
        expect(late.calls).toEqual([`${firstCall} anon-key`]);
        expect(consoleError).not.toHaveBeenCalled();
      } finally {
        consoleError.mockRestore();
      }

      // The next render of the page has none of the aborted one's data.
      const api = siteApi('after the abort');
      const page = await renderPage({ url, language: 'en', config, transport: api.transport });
      expect(textOf(page!.html)).toContain(`${title} after the abort`);
      expect(page!.html).not.toContain('before the abort');
      expect(page!.stateScript).not.toContain('before the abort');
      expect(api.calls).toHaveLength(calls);
    },
    30_000,
  );

  it('calls nothing for a render aborted before it starts', async () => {
    const api = siteApi('never');
    const page = await renderPage({
      url: '/stays/late-stay',
      language: 'en',
      config,
      transport: api.transport,
      signal: AbortSignal.abort(),
    });
    expect(page).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('answers 50 renders of different pages at once, each with its own page', async () => {
    /** What each page shows of its own answers (null: a page of text, which calls nothing). */
    type Shows = ((language: Language) => string) | null;
    const requests: { url: string; language: Language; shows: Shows }[] = [];
    const add = (url: string, shows: Shows) => {
      const language = (['en', 'he', 'fr'] as const)[requests.length % 3]!;
      requests.push({ url, language, shows });
    };
    const titled = (title: string) => () => title;
    for (let n = 1; n <= 12; n++) add(`/stays?guests=${n}`, titled('Stay list'));
    for (const n of [2, 3]) add(`/stays?page=${n}`, titled('Stay list'));
    add('/meals', titled('Meal list'));
    for (let n = 1; n <= 6; n++) add(`/meals?guests=${n}`, titled('Meal list'));
    add('/transport', titled('Ride list'));
    for (let n = 1; n <= 5; n++) add(`/transport?passengers=${n}`, titled('Ride list'));
    for (const query of ['', '?kind=shuttle', '?kind=stay', '?page=2'])
      add(`/ohel${query}`, titled('Ohel list'));
    add('/', (language) => PARSHA[language]);
    add('/about', null);
    add('/terms', null);
    add('/privacy', null);
    for (let n = 1; n <= 5; n++) add(`/stays/stay-${n}`, titled('Stay'));
    for (let n = 1; n <= 4; n++) add(`/meals/meal-${n}`, titled('Meal'));
    for (let n = 1; n <= 3; n++) add(`/transport/ride-${n}`, titled('Ride'));
    for (let n = 1; n <= 3; n++) add(`/ohel/ohel-${n}`, titled('Ohel'));
    expect(requests).toHaveLength(50);

    // No API call is answered until every page that calls one has called it: the renders must overlap.
    const callers = requests.filter(({ shows }) => shows !== null).length;
    const allAsked = deferred();
    let asked = 0;
    const apis = requests.map((_, index) => {
      let first = true;
      return siteApi(`#${index}`, async () => {
        if (first) {
          first = false;
          if (++asked === callers) allAsked.resolve();
        }
        await allAsked.promise;
      });
    });

    const pages = await within(
      150_000,
      Promise.all(
        requests.map(({ url, language }, index) =>
          renderPage({
            url,
            language,
            config: { ...config, anonKey: `anon-${index}` },
            transport: apis[index]!.transport,
          }),
        ),
      ),
    );
    expect(pages).not.toBe('still running');
    if (pages === 'still running') return;

    requests.forEach(({ url, language, shows }, index) => {
      const page = pages[index];
      const where = `${url} (${index})`;
      expect(page, where).not.toBeNull();
      const text = textOf(page!.html);
      expect([page!.lang, stateOf(page!.stateScript).language], where).toEqual([language, language]);
      expect(stateOf(page!.stateScript).config.anonKey, where).toBe(`anon-${index}`);
      const calls = apis[index]!.calls;
      expect(
        calls.every((call) => call.endsWith(` anon-${index}`)),
        where,
      ).toBe(true);
      if (shows === null) {
        // A page of text: its own heading (about.title, legal.terms.title...), in its language, and no call.
        const texts = resources[language]![url === '/about' ? 'about' : 'legal'] as Record<string, unknown>;
        const heading = url === '/about' ? texts.title : (texts[url.slice(1)] as { title: string }).title;
        expect(text, where).toContain(heading);
        expect(calls, where).toEqual([]);
        return;
      }
      expect(text, where).toContain(`${shows(language)} #${index}`);
      // No other render's answers: every mark on the page is its own.
      expect(new Set(text.match(/#\d+/g)), where).toEqual(new Set([`#${index}`]));
      const { pathname, search: query } = new URL(url, config.apiUrl);
      const id = /^\/[a-z]+\/([^/]+)$/.exec(pathname)?.[1];
      if (id)
        expect(
          queryKeysOf(page!).some((key) => key.includes(`"${id}"`)),
          where,
        ).toBe(true);
      for (const [name, value] of new URLSearchParams(query)) {
        // The query the page built from its address, in its state and in its call.
        expect(
          queryKeysOf(page!).some((key) => key.includes(`${name}=${value}`)),
          where,
        ).toBe(true);
        expect(
          calls.some((call) => call.includes(`${name}=${value}`)),
          where,
        ).toBe(true);
      }
    });
  }, 180_000);
});
