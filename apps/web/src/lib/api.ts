import type { ApiError as ApiErrorBody } from '@orchim/shared/api-error';
import type { AppConfig } from '@orchim/shared/app-config';
import { getAppConfig } from './app-config';

/**
 * A failed API call. `code` is the server's stable code, or 'network' when no answer came;
 * `fields` maps form fields to message keys for validation failures; `body` is the whole error body,
 * whose other members say more about some refusals (a meal's `seatsLeft`, a ride's rest `window`).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly retryAfterSeconds?: number,
    readonly body?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get isNetwork() {
    return this.code === 'network';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The shape of apiErrorSchema (packages/shared) in a JSON body, checked without zod so the schema library
 * stays out of the first load (api.test.ts checks the two agree).
 */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    isRecord(value) &&
    typeof value.code === 'string' &&
    typeof value.message === 'string' &&
    (value.fields === undefined ||
      (isRecord(value.fields) && Object.values(value.fields).every((message) => typeof message === 'string')))
  );
}

type ApiInit = Omit<RequestInit, 'body'> & { json?: unknown; accessToken?: string };

/** How a call reaches the API: fetch in the browser; the server's own router when it renders a page. */
export type ApiTransport = (url: URL, init: RequestInit) => Promise<Response>;

/** Where a call goes and how: the site's config and its transport. */
export type ApiScope = { config: AppConfig; transport: ApiTransport };

/**
 * The scope of the call being made, when something other than the browser's: the server renders many
 * pages at once, each with its own config and transport, and installs here (once, at start) a reader of
 * the render's own scope (entry-server.tsx keeps it in the request's async context).
 */
let scopeOfCall: () => ApiScope | undefined = () => undefined;

export function setApiScopeReader(read: () => ApiScope | undefined) {
  scopeOfCall = read;
}

const browserFetch: ApiTransport = (url, init) => fetch(url, init);

/** Calls the API with the anon key (and the user's token when given); throws ApiError on failure. */
export async function apiFetch<T>(
  path: string,
  { json, accessToken, headers, ...init }: ApiInit = {},
): Promise<T> {
  const scope = scopeOfCall();
  const { apiUrl, anonKey } = scope?.config ?? getAppConfig();
  const transport = scope?.transport ?? browserFetch;
  const requestHeaders = new Headers(headers);
  requestHeaders.set('apikey', anonKey);
  requestHeaders.set('accept', 'application/json');
  if (accessToken) requestHeaders.set('authorization', `Bearer ${accessToken}`);
  if (json !== undefined) requestHeaders.set('content-type', 'application/json');

  let response: Response;
  try {
    response = await transport(new URL(path, apiUrl), {
      ...init,
      headers: requestHeaders,
      body: json === undefined ? null : JSON.stringify(json),
    });
  } catch {
    throw new ApiError(0, 'network', 'Network error. Please check your connection.');
  }

  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return body as T;

  const error = isApiErrorBody(body) ? body : null;
  const retryAfter = Number(response.headers.get('retry-after'));
  throw new ApiError(
    response.status,
    error ? error.code : response.status >= 500 ? 'internal_error' : 'unknown',
    error ? error.message : response.statusText,
    error?.fields,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    error ?? undefined,
  );
}
