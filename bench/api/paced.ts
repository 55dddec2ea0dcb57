import { Agent, request } from 'node:http';

/**
 * An open-loop load: requests leave at a fixed rate, evenly spaced, whether or not earlier ones have
 * been answered (over at most `connections` kept-alive sockets), and each latency is counted from the
 * moment its request was due, so a stall shows in full. autocannon's own rate limit sends each
 * connection's share in a burst at the top of every second, which measures bursts rather than a rate.
 */

export interface PacedResult {
  sent: number;
  answered: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
  p50: number;
  p99: number;
  seconds: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) : 0;

export async function paced(options: {
  url: string;
  rate: number;
  seconds: number;
  connections: number;
  headers: Record<string, string>;
  nextPath: () => string;
  nextAddress: () => string;
}): Promise<PacedResult> {
  const { hostname, port } = new URL(options.url);
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  let errors = 0;
  let sent = 0;
  const pending: Promise<void>[] = [];
  const interval = 1000 / options.rate;
  const start = performance.now();
  const total = Math.round(options.rate * options.seconds);

  const one = (due: number) =>
    new Promise<void>((resolve) => {
      const req = request(
        {
          agent,
          hostname,
          port,
          path: options.nextPath(),
          headers: { ...options.headers, 'x-forwarded-for': options.nextAddress() },
          timeout: 30_000,
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - due);
            const code = String(res.statusCode ?? 0);
            statusCodes[code] = (statusCodes[code] ?? 0) + 1;
            resolve();
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end();
    });

  while (sent < total) {
    const due = start + sent * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(one(due));
    sent += 1;
  }
  await Promise.all(pending);
  const seconds = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const non2xx = Object.entries(statusCodes)
    .filter(([code]) => !code.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    sent,
    answered: latencies.length,
    non2xx,
    errors,
    statusCodes,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    seconds,
  };
}
