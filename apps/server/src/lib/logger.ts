import type { FastifyRequest, FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;
import type { Config } from '../config';

/** Query parameters that carry credentials (realtime sends the key as ?apikey=). */
const SECRET_QUERY = /([?&](?:apikey|access_token|token|refresh_token)=)[^&#]*/gi;

/**
 * Structured JSON logs (pino). Credentials never reach them: the authorization, apikey and cookie
 * headers are redacted wherever a log line includes headers, and so are keys and tokens in URLs.
 * Request lines carry the method, URL, host, client IP and user agent, not every header.
 */
export function loggerOptions(config: Pick<Config, 'logLevel'>): LoggerOptions {
  return {
    level: config.logLevel,
    redact: {
      // Headers logged on their own or inside any object (req, request, response...).
      paths: ['authorization', 'apikey', 'cookie', 'set-cookie'].flatMap((header) => [
        `headers["${header}"]`,
        `*.headers["${header}"]`,
      ]),
      censor: '[redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        userAgent: request.headers['user-agent'],
      }),
    },
  };
}

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}
