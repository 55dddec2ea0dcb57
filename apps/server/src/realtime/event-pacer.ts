/**
 * Hands items on at most `perSecond` times in any second (a sliding window), keeping the rest in order.
 * Items with the same key coalesce while they wait: a booking that changes twice in a burst is sent once,
 * as it is now. Beyond `maxQueued` waiting items the oldest give way: events are hints to refetch, and a
 * client that far behind refetches anyway when it is told of the latest change.
 */
export class EventPacer<T> {
  private readonly waiting = new Map<string, T>();
  private readonly sentAt: number[] = [];
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly perSecond: number,
    private readonly maxQueued: number,
    private readonly send: (item: T) => void,
    private readonly now: () => number = () => performance.now(),
  ) {}

  push(key: string, item: T): void {
    if (!this.waiting.has(key) && this.waiting.size >= this.maxQueued) {
      const oldest = this.waiting.keys().next().value;
      if (oldest !== undefined) this.waiting.delete(oldest);
    }
    // Map.set keeps a waiting key in its place and only updates what it carries.
    this.waiting.set(key, item);
    this.drain();
  }

  /** Items waiting for their turn. */
  get size(): number {
    return this.waiting.size;
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.waiting.clear();
  }

  private drain(): void {
    if (this.timer) return;
    while (this.waiting.size > 0) {
      const now = this.now();
      while (this.sentAt.length > 0 && now - this.sentAt[0]! >= 1000) this.sentAt.shift();
      if (this.sentAt.length >= this.perSecond) {
        this.timer = setTimeout(
          () => {
            this.timer = null;
            this.drain();
          },
          Math.max(1, Math.ceil(this.sentAt[0]! + 1000 - now)),
        );
        return;
      }
      const [key, item] = this.waiting.entries().next().value!;
      this.waiting.delete(key);
      this.sentAt.push(now);
      this.send(item);
    }
  }
}
