import { Session } from 'node:inspector/promises';

/**
 * The --profile what-if: V8's CPU profiler on the server process's main thread during a measured run,
 * summarised as self time grouped by where the code lives (a package, a server source file, Node
 * internals) and the busiest functions. Work on libuv's thread pool (brotli and gzip compression) does
 * not show here, though it counts in Server CPU.
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

export function cpuProfiler() {
  const session = new Session();
  session.connect();
  return {
    async start() {
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    },
    async stop(): Promise<CpuProfile> {
      const { profile } = await session.post('Profiler.stop');
      return profile as CpuProfile;
    },
  };
}

function placeOf(url: string): string {
  if (!url) return '(native: GC, I/O, program)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg?.[1]) return pkg[1];
  const own = /\/((?:apps\/[^/]+|packages\/[^/]+)\/src\/.*|bench\/.*)$/.exec(url);
  return own?.[1] ?? url;
}

export function summariseProfile(profile: CpuProfile, top = 14): string {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const nameOf = (node: ProfileNode) =>
    `${node.callFrame.functionName || '(anonymous)'} ${placeOf(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
  /** The three frames that called a node, nearest first. */
  const callersOf = (id: number) => {
    const chain: string[] = [];
    for (let at = parents.get(id); at !== undefined && chain.length < 3; at = parents.get(at)) {
      const node = nodes.get(at);
      if (node && node.callFrame.functionName !== '(root)') chain.push(nameOf(node));
    }
    return chain.join(' ← ') || '(root)';
  };
  const byCaller = new Map<string, Map<string, number>>();
  const byPlace = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  let idle = 0;
  (profile.samples ?? []).forEach((id, index) => {
    const node = nodes.get(id);
    const micros = profile.timeDeltas?.[index] ?? 0;
    if (!node) return;
    if (node.callFrame.functionName === '(idle)') {
      idle += micros;
      return;
    }
    busy += micros;
    const place = placeOf(node.callFrame.url);
    byPlace.set(place, (byPlace.get(place) ?? 0) + micros);
    const name = nameOf(node);
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
    const callers = byCaller.get(name) ?? new Map<string, number>();
    byCaller.set(name, callers);
    const chain = callersOf(id);
    callers.set(chain, (callers.get(chain) ?? 0) + micros);
  });
  const rows = (map: Map<string, number>, count = top) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, micros]) => `  ${((micros / Math.max(busy, 1)) * 100).toFixed(1).padStart(5)}%  ${name}`)
      .join('\n');
  const share = ((busy / Math.max(busy + idle, 1)) * 100).toFixed(0);
  return [
    `Server main thread: busy ${share}% of the run; self time of the busy part`,
    'by place:',
    rows(byPlace),
    'by function:',
    rows(byFunction),
    'who called the five busiest functions (their two commonest callers, nearest first):',
    [...byFunction.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(
        ([name]) =>
          `  ${name}\n${rows(byCaller.get(name) ?? new Map(), 2)
            .split('\n')
            .map((line) => `    ${line}`)
            .join('\n')}`,
      )
      .join('\n'),
  ].join('\n');
}
