import { fork } from 'node:child_process';

/**
 * Runs a bench script in a process of its own — the load generator's CPU is never the measured server's,
 * and a run's peak memory is its own — and resolves with the one message it sends back. `args` go on its
 * command line, `input` (large job lists) over IPC.
 */
export function runInChild<T>(script: URL, args: string[] = [], input?: object): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = fork(script, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let result: T | undefined;
    child.on('message', (message) => (result = message as T));
    child.on('error', reject);
    child.on('exit', (code) => (result ? resolve(result) : reject(new Error(`${script.pathname} exited ${code}`))));
    if (input) child.send(input);
  });
}
