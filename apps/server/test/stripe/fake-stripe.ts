import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import Stripe from 'stripe';

/**
 * A small Stripe of our own on loopback, for tests without the internet (docs/decisions/039-online-payment.md,
 * "Tests without the internet"). It answers exactly the calls the server makes, as Stripe's API reference
 * describes them, with the official SDK on the other side (STRIPE_API_URL points it here):
 *
 * - POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id, POST /v1/checkout/sessions/:id/expire;
 * - POST /v1/refunds, GET /v1/refunds?payment_intent=;
 *
 * form-encoded bodies as the SDK sends them, Stripe-shaped JSON objects and errors, and Idempotency-Key
 * honoured as Stripe documents it: the first answer under a key (an error too) is answered again to the same
 * request, and the same key with other parameters is refused.
 *
 * A stand-in for the hosted Checkout page, GET /checkout/:sessionId, shows the amount with a "Pay" button
 * (the session is paid, a signed checkout.session.completed is delivered to the webhook, and the browser is
 * sent to success_url) and a "Cancel and go back" one (to cancel_url; the session stays open, as on Stripe).
 * Signatures are made with the SDK's own webhooks.generateTestHeaderString.
 *
 * Test controls, as methods and over HTTP under /_test/: make the next N refunds fail, deliver the last
 * event again (a duplicate, as Stripe's at-least-once delivery may), send checkout.session.expired for a
 * session, pay a session without the page, list the events delivered.
 *
 * Not covered: card declines inside Checkout, 3-D Secure, asynchronous payment methods, disputes,
 * payouts, Stripe's own retry schedule for webhooks.
 */

export interface FakeStripeOptions {
  /** Where events are POSTed (the server's /functions/v1/stripe/webhook); settable later with setWebhookUrl. */
  webhookUrl?: string;
  /** The endpoint's signing secret, whsec_..., the server's STRIPE_WEBHOOK_SECRET. */
  webhookSecret: string;
  /** 0 (any free port) unless given. */
  port?: number;
  host?: string;
  /**
   * Delivers an event instead of POSTing it to webhookUrl (tests that call the app through inject):
   * answers the HTTP status the webhook answered.
   */
  deliver?: (payload: string, headers: Record<string, string>) => Promise<number>;
}

/** A Checkout Session as Stripe answers it (the fields we fill). */
export interface FakeSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  created: number;
  expires_at: number;
  livemode: false;
  locale: string | null;
  metadata: Record<string, string>;
  mode: string;
  payment_intent: string | null;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  success_url: string | null;
  cancel_url: string | null;
  url: string | null;
  line_items_for_test: { name: string; amount: number; quantity: number }[];
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  created: number;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
}

/** An event sent (or meant) to the webhook, with what the webhook answered. */
export interface DeliveredEvent {
  id: string;
  type: string;
  sessionId: string;
  payload: string;
  /** The webhook's HTTP status; null when nobody was there to deliver to, 0 when it could not be reached. */
  status: number | null;
  error?: string;
}

/** One API call as it arrived, for tests that check what the server asked. */
export interface ReceivedCall {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: Record<string, unknown>;
}

export interface FakeStripe {
  /** http://127.0.0.1:port, the value of STRIPE_API_URL. */
  url: string;
  close(): Promise<void>;
  setWebhookUrl(url: string): void;
  sessions: Map<string, FakeSession>;
  refunds: FakeRefund[];
  events: DeliveredEvent[];
  calls: ReceivedCall[];
  /** The next `count` POST /v1/refunds answer 500 api_error (saved under their idempotency key, as Stripe does). */
  failNextRefunds(count: number): void;
  /** Pays the session as the hosted page's "Pay" does, and delivers checkout.session.completed. */
  pay(sessionId: string): Promise<DeliveredEvent>;
  /** Expires an open session as Stripe does when its time is up, and delivers checkout.session.expired. */
  expireSession(sessionId: string): Promise<DeliveredEvent>;
  /** Delivers the last event again, same id, signed afresh. */
  redeliverLast(): Promise<DeliveredEvent>;
  /** Resolves once every delivery under way has been answered. */
  settled(): Promise<void>;
}

type Answer = { status: number; body: unknown; headers?: Record<string, string> };

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const seconds = () => Math.floor(Date.now() / 1000);

/** Stripe's error body. */
const stripeError = (
  status: number,
  type: string,
  message: string,
  extra: { code?: string; param?: string } = {},
): Answer => ({ status, body: { error: { type, message, ...extra } } });

const missing = (kind: string, value: string, param = 'id') =>
  stripeError(404, 'invalid_request_error', `No such ${kind}: '${value}'`, {
    code: 'resource_missing',
    param,
  });

/**
 * The SDK's form encoding back into objects: `a[b][0][c]=1` → { a: { b: [{ c: '1' }] } }. Objects whose
 * keys are all indexes become arrays.
 */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const path = name.split('[').map((part) => part.replace(/\]$/, ''));
    let node: Record<string, unknown> = root;
    path.forEach((key, index) => {
      if (index === path.length - 1) {
        node[key] = value;
        return;
      }
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value as Record<string, unknown>).map(
      ([key, child]) => [key, arrays(child)] as const,
    );
    if (entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key))) {
      return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, child]) => child);
    }
    return Object.fromEntries(entries);
  };
  return arrays(root) as Record<string, unknown>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function money(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

/** The hosted page stand-in: what is paid for, and the two ways out. */
function checkoutPage(session: FakeSession): string {
  const lines = session.line_items_for_test
    .map(
      (line) => `<li>${escapeHtml(line.name)}: ${money(line.amount * line.quantity, session.currency)}</li>`,
    )
    .join('');
  const open = session.status === 'open';
  // The empty icon keeps Chromium (the full browser, not the headless shell) from asking for /favicon.ico,
  // a 404 here that the e2e console check would count as an error.
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Pay Orchim (test checkout)</title>
<link rel="icon" href="data:,">
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body>
<main>
<h1>Pay Orchim</h1>
<p>Test checkout: no card is charged.</p>
<ul>${lines}</ul>
<p>Total: <strong>${money(session.amount_total, session.currency)}</strong></p>
${
  open
    ? `<form method="post" action="/checkout/${session.id}/pay"><button type="submit">Pay</button></form>
<form method="post" action="/checkout/${session.id}/cancel"><button type="submit">Cancel and go back</button></form>`
    : `<p role="alert">This checkout session is no longer available.</p>`
}
</main>
</body>
</html>`;
}

export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  let webhookUrl = options.webhookUrl;
  const sessions = new Map<string, FakeSession>();
  const refunds: FakeRefund[] = [];
  const events: DeliveredEvent[] = [];
  const calls: ReceivedCall[] = [];
  const idempotent = new Map<string, { request: string; answer: Answer }>();
  /** Payment intents of paid sessions: what they charged. */
  const intents = new Map<string, { amount: number; currency: string }>();
  const deliveries = new Set<Promise<unknown>>();
  let failRefunds = 0;
  let url = '';

  async function deliver(event: DeliveredEvent): Promise<DeliveredEvent> {
    const headers = {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({
        payload: event.payload,
        secret: options.webhookSecret,
      }),
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    };
    try {
      if (options.deliver) event.status = await options.deliver(event.payload, headers);
      else if (webhookUrl) {
        const response = await fetch(webhookUrl, { method: 'POST', headers, body: event.payload });
        event.status = response.status;
        await response.arrayBuffer();
      }
    } catch (error) {
      event.status = 0;
      event.error = (error as Error).message;
    }
    return event;
  }

  /** Sends an event about a session, as Stripe does after the change. */
  function send(type: string, session: FakeSession, eventId = id('evt')): Promise<DeliveredEvent> {
    const { line_items_for_test: _lines, ...object } = session;
    const payload = JSON.stringify(
      {
        id: eventId,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: seconds(),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      },
      null,
      2,
    );
    const event: DeliveredEvent = { id: eventId, type, sessionId: session.id, payload, status: null };
    events.push(event);
    const delivery = deliver(event);
    deliveries.add(delivery);
    void delivery.finally(() => deliveries.delete(delivery));
    return delivery;
  }

  function sessionOf(sessionId: string): FakeSession {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    return session;
  }

  function pay(sessionId: string): Promise<DeliveredEvent> {
    const session = sessionOf(sessionId);
    if (session.status !== 'open') throw new Error(`session ${sessionId} is ${session.status}`);
    const intent = id('pi');
    intents.set(intent, { amount: session.amount_total, currency: session.currency });
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent, url: null });
    return send('checkout.session.completed', session);
  }

  function expire(session: FakeSession): Promise<DeliveredEvent> {
    Object.assign(session, { status: 'expired', url: null });
    return send('checkout.session.expired', session);
  }

  // ---- The API --------------------------------------------------------------------------------------

  function createSession(params: Record<string, unknown>): Answer {
    const lineItems = (params.line_items ?? []) as {
      quantity?: string;
      price_data?: { currency?: string; unit_amount?: string; product_data?: { name?: string } };
    }[];
    if (params.mode !== 'payment') {
      return stripeError(400, 'invalid_request_error', 'Only mode=payment is in this fake.', {
        param: 'mode',
      });
    }
    if (!Array.isArray(lineItems) || lineItems.length === 0) {
      return stripeError(400, 'invalid_request_error', 'Missing required param: line_items.', {
        param: 'line_items',
      });
    }
    const lines = lineItems.map((item) => ({
      name: item.price_data?.product_data?.name ?? '',
      amount: Number(item.price_data?.unit_amount ?? NaN),
      quantity: Number(item.quantity ?? 1),
      currency: item.price_data?.currency ?? '',
    }));
    if (
      lines.some((line) => !Number.isInteger(line.amount) || line.amount < 0 || !line.currency || !line.name)
    ) {
      return stripeError(400, 'invalid_request_error', 'Invalid line_items[0][price_data].', {
        param: 'line_items[0][price_data]',
      });
    }
    const total = lines.reduce((sum, line) => sum + line.amount * line.quantity, 0);
    const sessionId = id('cs');
    const session: FakeSession = {
      id: sessionId,
      object: 'checkout.session',
      amount_subtotal: total,
      amount_total: total,
      currency: lines[0]!.currency,
      client_reference_id: (params.client_reference_id as string | undefined) ?? null,
      customer_email: (params.customer_email as string | undefined) ?? null,
      created: seconds(),
      expires_at: params.expires_at ? Number(params.expires_at) : seconds() + 24 * 3600,
      livemode: false,
      locale: (params.locale as string | undefined) ?? null,
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      mode: 'payment',
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: (params.success_url as string | undefined) ?? null,
      cancel_url: (params.cancel_url as string | undefined) ?? null,
      url: `${url}/checkout/${sessionId}`,
      line_items_for_test: lines.map(({ name, amount, quantity }) => ({ name, amount, quantity })),
    };
    sessions.set(sessionId, session);
    return { status: 200, body: publicSession(session) };
  }

  const publicSession = (session: FakeSession) => {
    const { line_items_for_test: _lines, ...shown } = session;
    return shown;
  };

  function createRefund(params: Record<string, unknown>): Answer {
    const intentId = params.payment_intent as string | undefined;
    if (!intentId) {
      return stripeError(400, 'invalid_request_error', 'One of charge or payment_intent is required.', {
        param: 'payment_intent',
      });
    }
    const intent = intents.get(intentId);
    if (!intent) return missing('payment_intent', intentId, 'payment_intent');
    if (failRefunds > 0) {
      failRefunds -= 1;
      return stripeError(
        500,
        'api_error',
        'An unknown error occurred (the fake was told to fail this refund).',
      );
    }
    const refunded = refunds
      .filter((refund) => refund.payment_intent === intentId)
      .reduce((sum, refund) => sum + refund.amount, 0);
    const amount = params.amount === undefined ? intent.amount - refunded : Number(params.amount);
    if (!Number.isInteger(amount) || amount <= 0) {
      return stripeError(400, 'invalid_request_error', 'Invalid positive integer', { param: 'amount' });
    }
    if (amount > intent.amount - refunded) {
      return stripeError(
        400,
        'invalid_request_error',
        `Refund amount (${money(amount, intent.currency)}) is greater than unrefunded amount on charge (${money(intent.amount - refunded, intent.currency)})`,
        { code: 'amount_too_large', param: 'amount' },
      );
    }
    const refund: FakeRefund = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      created: seconds(),
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      payment_intent: intentId,
      reason: (params.reason as string | undefined) ?? null,
      status: 'succeeded',
    };
    refunds.push(refund);
    return { status: 200, body: refund };
  }

  /** The API's routes: [method, pattern, handler]. */
  function api(
    method: string,
    path: string,
    params: Record<string, unknown>,
    query: URLSearchParams,
  ): Answer {
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(params);
    let match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && match) {
      const session = sessions.get(match[1]!);
      return session ? { status: 200, body: publicSession(session) } : missing('checkout.session', match[1]!);
    }
    match = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (method === 'POST' && match) {
      const session = sessions.get(match[1]!);
      if (!session) return missing('checkout.session', match[1]!);
      if (session.status !== 'open') {
        return stripeError(
          400,
          'invalid_request_error',
          'Only Checkout Sessions with a status in ["open"] can be expired.',
        );
      }
      void expire(session);
      return { status: 200, body: publicSession(session) };
    }
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params);
    if (method === 'GET' && path === '/v1/refunds') {
      const intent = query.get('payment_intent');
      const data = refunds.filter((refund) => !intent || refund.payment_intent === intent).reverse();
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/refunds' } };
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  // ---- HTTP -----------------------------------------------------------------------------------------

  const reply = (response: ServerResponse, answer: Answer) => {
    response.writeHead(answer.status, {
      'content-type': 'application/json',
      'request-id': id('req'),
      // Our errors are final: the SDK must not try again by itself (the server retries on its own schedule).
      ...(answer.status >= 500 ? { 'stripe-should-retry': 'false' } : {}),
      ...answer.headers,
    });
    response.end(JSON.stringify(answer.body));
  };

  const html = (response: ServerResponse, status: number, body: string) => {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    response.end(body);
  };

  const redirect = (response: ServerResponse, location: string) => {
    response.writeHead(303, { location });
    response.end();
  };

  const json = (response: ServerResponse, status: number, body: unknown) => reply(response, { status, body });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const target = new URL(request.url ?? '/', 'http://fake');
    const path = target.pathname;
    const method = request.method ?? 'GET';

    if (path.startsWith('/v1/')) {
      const auth = request.headers.authorization ?? '';
      if (!/^Bearer (sk|rk)_\S+$/.test(auth)) {
        return reply(response, stripeError(401, 'invalid_request_error', 'You did not provide an API key.'));
      }
      const params = method === 'POST' ? parseStripeForm(raw) : Object.fromEntries(target.searchParams);
      const key = request.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' ? key : null;
      calls.push({ method, path, idempotencyKey, params });
      if (idempotencyKey && method === 'POST') {
        const fingerprint = `${method} ${path} ${raw}`;
        const saved = idempotent.get(idempotencyKey);
        if (saved) {
          if (saved.request !== fingerprint) {
            return reply(
              response,
              stripeError(
                400,
                'idempotency_error',
                `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
              ),
            );
          }
          return reply(response, {
            ...saved.answer,
            headers: { ...saved.answer.headers, 'idempotent-replayed': 'true' },
          });
        }
        const answer = api(method, path, params, target.searchParams);
        idempotent.set(idempotencyKey, { request: fingerprint, answer });
        return reply(response, answer);
      }
      return reply(response, api(method, path, params, target.searchParams));
    }

    // The hosted Checkout page.
    let match = /^\/checkout\/([^/]+)$/.exec(path);
    if (match && method === 'GET') {
      const session = sessions.get(match[1]!);
      if (!session)
        return html(
          response,
          404,
          '<!doctype html><html lang="en"><title>Not found</title><p>No such checkout session.</p></html>',
        );
      return html(response, 200, checkoutPage(session));
    }
    match = /^\/checkout\/([^/]+)\/(pay|cancel)$/.exec(path);
    if (match && method === 'POST') {
      const session = sessions.get(match[1]!);
      if (!session)
        return html(response, 404, '<!doctype html><html lang="en"><title>Not found</title></html>');
      if (session.status !== 'open') return html(response, 409, checkoutPage(session));
      if (match[2] === 'pay') {
        await pay(session.id);
        const success = (session.success_url ?? '/').replaceAll('{CHECKOUT_SESSION_ID}', session.id);
        return redirect(response, success);
      }
      return redirect(response, (session.cancel_url ?? '/').replaceAll('{CHECKOUT_SESSION_ID}', session.id));
    }

    // Test controls.
    if (path === '/_test/health') return json(response, 200, { ok: true });
    if (path === '/_test/events' && method === 'GET') {
      return json(
        response,
        200,
        events.map(({ payload: _payload, ...event }) => event),
      );
    }
    if (path === '/_test/sessions' && method === 'GET') {
      return json(response, 200, [...sessions.values()].map(publicSession));
    }
    if (path === '/_test/refunds' && method === 'GET') return json(response, 200, refunds);
    if (path === '/_test/refunds/fail' && method === 'POST') {
      const body = raw ? (JSON.parse(raw) as { count?: number }) : {};
      failRefunds = Math.max(0, Number(body.count ?? 1));
      return json(response, 200, { failNextRefunds: failRefunds });
    }
    if (path === '/_test/events/redeliver-last' && method === 'POST') {
      if (events.length === 0) return json(response, 409, { error: 'no event yet' });
      return json(response, 200, strip(await redeliverLast()));
    }
    match = /^\/_test\/sessions\/([^/]+)\/(expire|pay)$/.exec(path);
    if (match && method === 'POST') {
      const session = sessions.get(match[1]!);
      if (!session) return json(response, 404, { error: 'no such session' });
      if (session.status !== 'open') return json(response, 409, { error: `session is ${session.status}` });
      return json(response, 200, strip(match[2] === 'pay' ? await pay(session.id) : await expire(session)));
    }
    return json(response, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` },
    });
  }

  const strip = ({ payload: _payload, ...event }: DeliveredEvent) => event;

  function redeliverLast(): Promise<DeliveredEvent> {
    const last = events.at(-1);
    if (!last) throw new Error('no event delivered yet');
    const event: DeliveredEvent = { ...last, status: null, error: undefined };
    events.push(event);
    return deliver(event);
  }

  const sockets = new Set<Socket>();
  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent)
        json(response, 500, { error: { type: 'api_error', message: String(error) } });
      else response.destroy();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  async function settled(): Promise<void> {
    while (deliveries.size > 0) await Promise.allSettled([...deliveries]);
  }

  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  url = `http://${host}:${address.port}`;

  return {
    url,
    sessions,
    refunds,
    events,
    calls,
    setWebhookUrl(next) {
      webhookUrl = next;
    },
    failNextRefunds(count) {
      failRefunds = count;
    },
    pay,
    expireSession: (sessionId) => expire(sessionOf(sessionId)),
    redeliverLast,
    settled,
    async close() {
      await settled();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
