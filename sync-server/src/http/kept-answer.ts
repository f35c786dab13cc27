/**
 * A read every caller shares for a few seconds: the first request reads, the requests meanwhile
 * wait for that same read, and its result is reused until `seconds` have passed or `forget()` is
 * called (by this process's own writes, so an administrator sees a change at once; another
 * server's write shows within `seconds`). A failed read is not kept. `seconds` 0 reads every time.
 *
 * Used for the public course list (`GET /api/courses`), the route a whole lab opens at once: on
 * PGlite every request's query waited its turn for the one connection (bench:throughput).
 */
export class KeptAnswer<T> {
  private kept: { value: Promise<T>; at: number } | null = null;

  constructor(
    private readonly seconds: number,
    private readonly read: () => Promise<T>,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<T> {
    if (this.seconds <= 0) return this.read();
    const kept = this.kept;
    if (kept && this.now() - kept.at < this.seconds * 1000) return kept.value;
    const value = this.read();
    const entry = { value, at: this.now() };
    this.kept = entry;
    value.catch(() => {
      if (this.kept === entry) this.kept = null;
    });
    return value;
  }

  forget() {
    this.kept = null;
  }
}
