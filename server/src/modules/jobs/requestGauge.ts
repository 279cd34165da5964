/**
 * Background work gives way to requests. The node counts the requests it is answering; a long job (an export)
 * calls `giveWay()` between two chunks of its work and waits there while requests are in flight, until the node
 * has had none for `quietMs` (a client's next request often follows its answer within a millisecond) or
 * `maxWaitMs` passed, so it still moves on under constant load, a chunk per wait at worst. Only this node's
 * requests count: a job never slows another node's (each node has its own gauge).
 */
export interface RequestGauge {
  /** A request arrived (onRequest). */
  begin(): void;
  /** A request was answered, or its client went away (onResponse, onRequestAbort). */
  end(): void;
  /** Resolves when no request is in flight, or after `maxWaitMs` at most. */
  giveWay(): Promise<void>;
  readonly inFlight: number;
}

export function createRequestGauge({
  maxWaitMs = 100,
  quietMs = 3,
}: { maxWaitMs?: number; quietMs?: number } = {}): RequestGauge {
  let inFlight = 0;
  let lastEnd = 0;
  let waiters: Array<() => void> = [];
  let quiet: NodeJS.Timeout | undefined;
  const release = () => {
    quiet = undefined;
    const ready = waiters;
    waiters = [];
    for (const resolve of ready) resolve();
  };
  return {
    begin() {
      inFlight++;
      clearTimeout(quiet);
      quiet = undefined;
    },
    end() {
      inFlight = Math.max(0, inFlight - 1);
      lastEnd = performance.now();
      if (inFlight === 0 && waiters.length && !quiet) quiet = setTimeout(release, quietMs);
    },
    giveWay() {
      if (inFlight === 0 && performance.now() - lastEnd >= quietMs) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(done, maxWaitMs);
        function done() {
          clearTimeout(timer);
          waiters = waiters.filter((w) => w !== done);
          resolve();
        }
        waiters.push(done);
        if (inFlight === 0 && !quiet) quiet = setTimeout(release, quietMs);
      });
    },
    get inFlight() {
      return inFlight;
    },
  };
}

/** A gauge that never waits: jobs run outside an app (tests of a handler alone, commands). */
export const NO_GAUGE: RequestGauge = createRequestGauge({ maxWaitMs: 0 });
