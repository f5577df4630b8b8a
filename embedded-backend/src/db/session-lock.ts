/**
 * PGlite is a single Postgres session: two callers interleaving statements would run inside each
 * other's transactions. Everything that talks to it (API queries, API transactions, the wire
 * protocol socket) takes this FIFO lock first.
 */
export class SessionLock {
  private tail: Promise<void> = Promise.resolve();
  private held = false;

  get isHeld(): boolean {
    return this.held;
  }

  /** Resolves with a release function once every earlier holder has released. */
  acquire(): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const previous = this.tail;
    this.tail = previous.then(() => released);
    return previous.then(() => {
      this.held = true;
      let done = false;
      return () => {
        if (done) return;
        done = true;
        this.held = false;
        release();
      };
    });
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await fn();
    } finally {
      release();
    }
  }
}
