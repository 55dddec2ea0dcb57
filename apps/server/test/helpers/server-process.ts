import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

export interface ServerProcessOptions {
  /** node's arguments: `['--import', 'tsx', 'src/main.ts']` (cwd apps/server) or `['apps/server/dist/main.js']`. */
  args: string[];
  /** The repository's root unless given. */
  cwd?: string;
  /** On top of this process's environment; HOST and PORT are set here (127.0.0.1, a free port). */
  env: Record<string, string>;
}

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  /** Neither exited nor killed yet. */
  readonly running: boolean;
  /** What the process wrote to stdout and stderr so far (its log lines, and for failure messages). */
  output(): string;
  /** SIGTERM (main.ts closes the app, then the database), SIGKILL if still there after 10 s; the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: the process dies at once, none of its code runs; resolves once it has exited. */
  kill(): Promise<void>;
}

/**
 * A server process (node with `args`) on a free port of 127.0.0.1; resolves once it listens (main.ts
 * prints its banner then), rejects with its output if it exits before.
 */
export async function startServerProcess({
  args,
  cwd = REPO_ROOT,
  env,
}: ServerProcessOptions): Promise<ServerProcess> {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /Orchim is running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) resolve(`http://127.0.0.1:${port}`);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    baseUrl,
    pid: child.pid!,
    get running() {
      return running();
    },
    output: () => output,
    async stop() {
      if (!running()) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
    async kill() {
      if (running()) child.kill('SIGKILL');
      await exited;
    },
  };
}
