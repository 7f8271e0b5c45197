import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface BenchServer {
  baseUrl: string;
  pid: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts `script` (default bench/support/bench-server.ts) in its own process and waits for its READY line. */
export async function spawnBenchServer<R extends { baseUrl: string; pid: number } = { baseUrl: string; pid: number }>(
  env: Record<string, string | undefined>,
  timeoutMs = 300_000,
  script = 'bench/support/bench-server.ts',
): Promise<BenchServer & R> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, script)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = await new Promise<R>((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(() => reject(new Error('the bench server did not start in time')), timeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      const match = /^READY (.*)$/m.exec(buffer);
      if (match) {
        clearTimeout(timer);
        resolve(JSON.parse(match[1]!));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the bench server exited with code ${code} before it was ready`));
    });
  });
  return {
    ...ready,
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
