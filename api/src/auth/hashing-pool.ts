// Password hashing off the main thread and off libuv's small thread pool. scrypt is deliberately
// slow and memory-hungry; run through `crypto.scrypt` it occupies the same four libuv threads that
// read static files and compress responses, so a flood of sign-ins starves the whole site. Here
// each hash runs synchronously inside a worker thread of a pool sized to the machine, with a short
// queue: when that is full the request is refused at once (503) rather than left to wait.

import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

export interface ScryptJob {
  password: string;
  salt: Buffer;
  N: number;
  r: number;
  p: number;
  keyLength: number;
}

export interface HashingPool {
  /** The derived key; rejects with PoolFullError when the pool and its queue are both busy. */
  derive(job: ScryptJob): Promise<Buffer>;
  /** Jobs running or waiting now. */
  readonly load: number;
  close(): Promise<void>;
}

export class PoolFullError extends Error {
  constructor() {
    super('The password hashing queue is full');
    this.name = 'PoolFullError';
  }
}

export interface HashingPoolOptions {
  /** Worker threads; default: one core fewer than the machine has (at least one). */
  threads?: number;
  /** Jobs that may wait for a free thread; beyond that, PoolFullError. */
  maxQueue?: number;
}

// Plain CommonJS run with `eval`, so the pool works the same from sources, tests and the bundle.
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', ({ password, salt, N, r, p, keyLength }) => {
  try {
    const key = scryptSync(password, salt, keyLength, { N, r, p, maxmem: 256 * N * r });
    parentPort.postMessage({ key });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message) });
  }
});
`;

interface Task {
  job: ScryptJob;
  resolve(key: Buffer): void;
  reject(error: Error): void;
}

/** One core is left to the event loop, which serves pages and files while logins are hashed. */
export function defaultThreadCount(): number {
  return Math.max(1, availableParallelism() - 1);
}

export function createHashingPool(options: HashingPoolOptions = {}): HashingPool {
  const threads = options.threads ?? defaultThreadCount();
  const maxQueue = options.maxQueue ?? threads * 4;
  const idle: Worker[] = [];
  const running = new Map<Worker, Task>();
  const queue: Task[] = [];
  let live = 0;
  let closed = false;

  function spawn(): Worker {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    live += 1;
    // Idle workers must not keep a finished process (a CLI, a test run) alive.
    worker.unref();
    worker.on('message', (answer: { key?: Uint8Array; error?: string }) => {
      const task = running.get(worker);
      running.delete(worker);
      if (task) {
        if (answer.key) task.resolve(Buffer.from(answer.key));
        else task.reject(new Error(answer.error ?? 'scrypt failed'));
      }
      release(worker);
    });
    worker.on('error', (error) => fail(worker, error));
    worker.on('exit', () => fail(worker, new Error('Password hashing worker stopped')));
    return worker;
  }

  function fail(worker: Worker, error: Error) {
    const task = running.get(worker);
    const wasLive = running.delete(worker) || idle.includes(worker);
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
    if (!wasLive) return;
    live -= 1;
    task?.reject(error);
    if (!closed && queue.length > 0) dispatch(spawn(), queue.shift()!);
  }

  function dispatch(worker: Worker, task: Task) {
    running.set(worker, task);
    worker.ref();
    worker.postMessage(task.job);
  }

  function release(worker: Worker) {
    const next = queue.shift();
    if (next && !closed) return dispatch(worker, next);
    worker.unref();
    idle.push(worker);
  }

  return {
    derive(job) {
      if (closed) return Promise.reject(new Error('The hashing pool is closed'));
      return new Promise<Buffer>((resolve, reject) => {
        const task = { job, resolve, reject };
        const worker = idle.pop() ?? (live < threads ? spawn() : null);
        if (worker) return dispatch(worker, task);
        if (queue.length >= maxQueue) return reject(new PoolFullError());
        queue.push(task);
      });
    },

    get load() {
      return running.size + queue.length;
    },

    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new Error('The hashing pool is closed'));
      await Promise.all([...idle, ...running.keys()].map((worker) => worker.terminate()));
    },
  };
}
