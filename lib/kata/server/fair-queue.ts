/**
 * The grading pool's waiting line, fair per client: jobs wait in one line per client, and
 * the next job to start is the first of the client served longest ago, so a client with
 * many jobs gets one turn in each round, like everyone else. Each client may have only so
 * many jobs running and so many waiting (the pool bounds the line as a whole). No threads
 * and no clock here: the pool says when a job ends, so the order is tested step by step.
 */

export type ClientLimits = {
  /** Jobs one client may have running at once. */
  clientRunning: number;
  /** Jobs one client may have waiting at once. */
  clientWaiting: number;
};

type Client<Job> = { waiting: Job[]; running: number; lastTurn: number };

export class FairQueue<Job> {
  // Map order is arrival order: it breaks ties between clients with the same turn.
  private readonly clients = new Map<string, Client<Job>>();
  private waitingCount = 0;
  private turn = 0;

  constructor(private readonly limits: ClientLimits) {}

  /** Jobs waiting, over every client. */
  get waiting(): number {
    return this.waitingCount;
  }

  /** Whether a job of `client` may start now, were a worker free. */
  mayStart(client: string): boolean {
    return (this.clients.get(client)?.running ?? 0) < this.limits.clientRunning;
  }

  /** Puts `job` in `client`'s line; false when the client already has its share waiting. */
  offer(client: string, job: Job): boolean {
    const known = this.clients.get(client);
    if (known && known.waiting.length >= this.limits.clientWaiting) return false;
    // A newcomer goes behind every client already waiting and ahead of the one served last,
    // so a client that comes back under a new name never jumps anyone in the line.
    const entry = known ?? { waiting: [], running: 0, lastTurn: this.turn - 1 };
    entry.waiting.push(job);
    this.clients.set(client, entry);
    this.waitingCount++;
    return true;
  }

  /** Starts the next job, if any client with one waiting is below its running share. */
  take(): { client: string; job: Job } | undefined {
    let chosen: [string, Client<Job>] | undefined;
    for (const candidate of this.clients) {
      const [, entry] = candidate;
      if (entry.waiting.length === 0 || entry.running >= this.limits.clientRunning) continue;
      if (!chosen || entry.lastTurn < chosen[1].lastTurn) chosen = candidate;
    }
    if (!chosen) return undefined;
    const [client, entry] = chosen;
    const job = entry.waiting.shift() as Job;
    this.waitingCount--;
    entry.running++;
    entry.lastTurn = ++this.turn;
    return { client, job };
  }

  /** One of `client`'s running jobs ended; a client with nothing left is forgotten. */
  finished(client: string): void {
    const entry = this.clients.get(client);
    if (!entry) return;
    entry.running = Math.max(0, entry.running - 1);
    if (entry.running === 0 && entry.waiting.length === 0) this.clients.delete(client);
  }

  /** Empties the line, handing back every waiting job. */
  drain(): Job[] {
    const jobs = [...this.clients.values()].flatMap((entry) => entry.waiting.splice(0));
    this.clients.clear();
    this.waitingCount = 0;
    return jobs;
  }
}
