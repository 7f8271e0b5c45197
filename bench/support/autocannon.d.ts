/** The part of autocannon 9's API the benchmarks use (it ships no types of its own). */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: Array<{ method?: string; path?: string; setupRequest?: (request: { path?: string }) => { path?: string } }>;
  }
  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface Instance extends PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): Instance;
  }
  export default function autocannon(options: Options): Instance;
}
