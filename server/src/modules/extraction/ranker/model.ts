/**
 * Logistic regression, trained by full-batch gradient descent: fixed iterations, fixed feature order, L2, weights
 * starting at 0, no randomness, so the same examples give the same weights bit for bit.
 */
export interface Example {
  x: number[];
  y: 0 | 1;
}

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
export const dot = (w: number[], x: number[]) => x.reduce((s, xi, i) => s + xi * (w[i] ?? 0), 0);

export interface TrainOptions {
  iterations: number;
  rate: number;
  l2: number;
  /** each class weighs half of the loss (positives are rare among candidates) */
  balanced: boolean;
}
export const TRAIN_OPTIONS: TrainOptions = { iterations: 3000, rate: 0.5, l2: 0.001, balanced: true };

export function trainLogistic(examples: Example[], dims: number, o: TrainOptions = TRAIN_OPTIONS): number[] {
  const w = new Array<number>(dims).fill(0);
  if (!examples.length) return w;
  const pos = examples.filter((e) => e.y === 1).length;
  const wPos = o.balanced && pos ? examples.length / (2 * pos) : 1;
  const wNeg = o.balanced && pos < examples.length ? examples.length / (2 * (examples.length - pos)) : 1;
  for (let it = 0; it < o.iterations; it++) {
    const grad = new Array<number>(dims).fill(0);
    for (const e of examples) {
      const err = (sigmoid(dot(w, e.x)) - e.y) * (e.y ? wPos : wNeg);
      for (let i = 0; i < dims; i++) grad[i] += err * e.x[i];
    }
    for (let i = 0; i < dims; i++) w[i] -= o.rate * (grad[i] / examples.length + (i ? o.l2 * w[i] : 0));
  }
  return w;
}

/** Platt scaling: p = sigmoid(a * score + b), fitted on (score, right) pairs the same deterministic way. */
export function fitPlatt(points: { score: number; right: boolean }[]): { a: number; b: number } {
  const w = trainLogistic(
    points.map((p) => ({ x: [1, p.score], y: p.right ? 1 : 0 })),
    2,
    { iterations: 3000, rate: 0.5, l2: 0, balanced: false },
  );
  return { a: w[1], b: w[0] };
}

/** Weights rounded to fixed decimals: the committed file is the same bytes on every machine. */
export const rounded = (w: number[], decimals = 6) => w.map((v) => Number(v.toFixed(decimals)) || 0);
