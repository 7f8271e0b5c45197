export interface BenchFigure {
  bench: string;
  database?: string;
  name: string;
  value: number;
  unit: string;
  healthz?: number;
  higherIsBetter?: boolean;
  note?: string;
}
export function recordFigure(figure: BenchFigure): void;
