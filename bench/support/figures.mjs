// One figure a benchmark measured, for `npm run bench` (bench/run-all.mjs): appended as a JSON line to
// BENCH_FIGURES_FILE when the runner set it, ignored when a benchmark runs on its own. Plain JavaScript
// so that both the .ts benchmarks (through tsx) and the .mjs ones (start, Lighthouse) can use it.
import { appendFileSync } from 'node:fs';

/**
 * @param {{ bench: string; database?: string; name: string; value: number; unit: string;
 *           healthz?: number; higherIsBetter?: boolean; note?: string }} figure
 *   `healthz` is the same run's /healthz rate (req/s) for figures that should be read next to it.
 */
export function recordFigure(figure) {
  const file = process.env.BENCH_FIGURES_FILE;
  if (!file) return;
  const database = figure.database ?? (process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite');
  appendFileSync(file, `${JSON.stringify({ higherIsBetter: figure.unit === 'req/s', ...figure, database })}\n`);
}
