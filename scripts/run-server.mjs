// Runs the server as a child of this process and ties their lives together (issue 10, finding 10):
// - the child gets an IPC channel, its watchdog on this process: if this process dies, even by
//   SIGKILL, the channel closes and the server shuts down (apps/server/src/main.ts);
// - SIGINT/SIGTERM are passed on for an orderly shutdown; a second one ends the server at once;
// - this process exits with the server's code. The server ties the dev chain (anvil) to itself.
import { spawn } from 'node:child_process';

/** `nodeArgs`: what node runs (the built entry, or `--import tsx` and the source in tests). */
export function runServer(nodeArgs, { cwd = process.cwd(), env = process.env } = {}) {
  const server = spawn(process.execPath, nodeArgs, { cwd, stdio: ['inherit', 'inherit', 'inherit', 'ipc'], env });
  let signals = 0;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      signals += 1;
      server.kill(signals > 1 ? 'SIGKILL' : signal);
    });
  }
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return server;
}
