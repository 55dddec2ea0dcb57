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
    const name = `${node.callFrame.functionName || '(anonymous)'} ${place}:${node.callFrame.lineNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  });
  const rows = (map: Map<string, number>) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, micros]) => `  ${((micros / Math.max(busy, 1)) * 100).toFixed(1).padStart(5)}%  ${name}`)
      .join('\n');
  const share = ((busy / Math.max(busy + idle, 1)) * 100).toFixed(0);
  return [
    `Server main thread: busy ${share}% of the run; self time of the busy part`,
    'by place:',
    rows(byPlace),
    'by function:',
    rows(byFunction),
  ].join('\n');
}
