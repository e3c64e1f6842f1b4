/**
 * Events wait here and leave in batches (docs/decisions/044): when the queue
 * holds `flushSize` events, when `intervalMs` has passed since the first one
 * waiting, or when the page is hidden (the caller flushes with `beacon`).
 * A batch never exceeds `flushSize` events nor `maxBatchBytes` of JSON, so
 * the server's caps are never met by a well-behaved client.
 */
export interface BatchQueueOptions<T> {
  flushSize: number;
  maxBatchBytes: number;
  intervalMs: number;
  /** Sends one batch; must not throw (transport errors are swallowed by the caller). */
  send: (batch: T[], beacon: boolean) => void;
}

export class BatchQueue<T> {
  private events: T[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly options: BatchQueueOptions<T>) {}

  get size(): number {
    return this.events.length;
  }

  push(event: T): void {
    this.events.push(event);
    if (this.events.length >= this.options.flushSize) this.flush(false);
    else this.timer ??= setTimeout(() => this.flush(false), this.options.intervalMs);
  }

  /** Sends everything waiting, in as many batches as the caps need. */
  flush(beacon: boolean): void {
    this.cancelTimer();
    while (this.events.length > 0) {
      const batch = this.takeBatch();
      this.options.send(batch, beacon);
    }
  }

  /** Drops everything waiting (consent withdrawn). */
  clear(): void {
    this.cancelTimer();
    this.events = [];
  }

  private takeBatch(): T[] {
    const batch: T[] = [];
    // The envelope (session id, consent marker) is well under this.
    let bytes = 200;
    while (this.events.length > 0 && batch.length < this.options.flushSize) {
      const size = JSON.stringify(this.events[0]).length + 1;
      // An event larger than a batch alone is dropped: the server would refuse it.
      if (batch.length === 0 && bytes + size > this.options.maxBatchBytes) {
        this.events.shift();
        continue;
      }
      if (bytes + size > this.options.maxBatchBytes) break;
      batch.push(this.events.shift()!);
      bytes += size;
    }
    return batch;
  }

  private cancelTimer() {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
