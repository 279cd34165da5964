import { describe, expect, it } from 'vitest';
import { createRequestGauge } from './requestGauge';

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 20));
  return done;
};

describe('the request gauge', () => {
  it('lets background work through at once when no request is in flight', async () => {
    const gauge = createRequestGauge({ maxWaitMs: 60_000 });
    expect(await settled(gauge.giveWay())).toBe(true);
  });

  it('holds it while requests are answered, and lets it go when the last one is', async () => {
    const gauge = createRequestGauge({ maxWaitMs: 60_000 });
    gauge.begin();
    gauge.begin();
    const waiting = gauge.giveWay();
    expect(await settled(waiting)).toBe(false);
    gauge.end();
    expect(await settled(waiting)).toBe(false);
    gauge.end();
    expect(await settled(waiting)).toBe(true);
    expect(gauge.inFlight).toBe(0);
  });

  it("keeps it waiting while each answer is followed by a client's next request within quietMs", async () => {
    const gauge = createRequestGauge({ maxWaitMs: 60_000, quietMs: 15 });
    gauge.begin();
    const waiting = gauge.giveWay();
    for (let i = 0; i < 5; i++) {
      gauge.end();
      await new Promise((r) => setTimeout(r, 2));
      gauge.begin();
    }
    expect(await settled(waiting)).toBe(false);
    gauge.end();
    expect(await settled(waiting)).toBe(true);
  });

  it('lets it go after maxWaitMs under constant load, so a job still finishes', async () => {
    const gauge = createRequestGauge({ maxWaitMs: 30 });
    gauge.begin();
    const t0 = performance.now();
    await gauge.giveWay();
    expect(performance.now() - t0).toBeGreaterThanOrEqual(25);
    expect(gauge.inFlight).toBe(1);
  });

  it('never counts below zero (a close after an abort)', () => {
    const gauge = createRequestGauge();
    gauge.end();
    gauge.begin();
    expect(gauge.inFlight).toBe(1);
  });
});
