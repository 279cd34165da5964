/**
 * The pool of long-lived tesseract.js workers (created lazily, reused). A recognition that must stop
 * (time limit, shutdown) discards its worker: terminating it is the only way to cut an OCR short.
 */
import type { Worker } from 'tesseract.js';

export interface Slot {
  worker: Promise<Worker>;
  busy: boolean;
  langs: string;
}
const slots: Slot[] = [];
const waiting: Array<() => void> = [];

/** Settles like `work`, or rejects with the signal's reason as soon as it aborts (calling `onAbort` first). */
export function abortable<T>(
  work: Promise<T>,
  signal: AbortSignal | undefined,
  onAbort: () => void = () => undefined,
): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const stop = () => {
      onAbort();
      reject(signal.reason);
    };
    if (signal.aborted) {
      stop();
      return;
    }
    signal.addEventListener('abort', stop, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

/** A free worker for `langs` (a new one while the pool has room), waiting for one otherwise. */
export async function acquire(
  langs: string,
  size: number,
  create: () => Promise<Worker>,
  signal?: AbortSignal,
): Promise<Slot> {
  for (;;) {
    signal?.throwIfAborted();
    const free = slots.find((s) => !s.busy && s.langs === langs);
    if (free) {
      free.busy = true;
      return free;
    }
    if (slots.length < size) {
      const slot: Slot = { worker: create(), busy: true, langs };
      slots.push(slot);
      slot.worker.catch(() => {
        const i = slots.indexOf(slot);
        if (i >= 0) slots.splice(i, 1);
      });
      return slot;
    }
    // a slot with other languages and nothing to do: recycle it
    const stale = slots.find((s) => !s.busy && s.langs !== langs);
    if (stale) {
      discard(stale);
      continue;
    }
    let wake!: () => void;
    await abortable(
      new Promise<void>((resolve) => {
        wake = resolve;
        waiting.push(wake);
      }),
      signal,
      () => {
        const i = waiting.indexOf(wake);
        if (i >= 0) waiting.splice(i, 1);
      },
    );
  }
}

export function release(slot: Slot) {
  slot.busy = false;
  waiting.shift()?.();
}

/** Terminates a worker (mid-recognition if need be) and frees its place in the pool. */
export function discard(slot: Slot) {
  const i = slots.indexOf(slot);
  if (i >= 0) slots.splice(i, 1);
  void slot.worker.then((w) => w.terminate()).catch(() => undefined);
  waiting.shift()?.();
}

export async function shutdownPool(): Promise<void> {
  const all = slots.splice(0, slots.length);
  await Promise.all(all.map((s) => s.worker.then((w) => w.terminate()).catch(() => undefined)));
}
