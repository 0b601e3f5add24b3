import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

/** The built server (the same path from src/ and dist/): a fault run kills real processes, as a crash would. */
const serverEntry = fileURLToPath(new URL('../../../dist/server.js', import.meta.url));

/** A loopback port nothing listens on now: one the system just handed out and took back. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address() as net.AddressInfo;
      probe.close(() => resolve(address.port));
    });
  });
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

/**
 * One server process on a fixed loopback port that can be killed with SIGKILL and started again
 * on the same port, data folder and database, as a supervisor (systemd, a container runtime)
 * restarts a crashed server.
 */
export class RestartableServer {
  readonly baseUrl: string;
  private child: ChildProcess | null = null;
  /** The output of every start, for the error when a start fails. */
  private output = '';

  constructor(
    readonly port: number,
    private readonly env: Record<string, string>,
    private readonly startTimeoutMs = 120_000,
  ) {
    this.baseUrl = `http://127.0.0.1:${port}`;
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the process and waits until it answers. */
  async start(): Promise<void> {
    await fs.access(serverEntry).catch(() => {
      throw new Error(`${serverEntry} is missing: build the server first (npm run build)`);
    });
    const child = spawn(process.execPath, [serverEntry], {
      env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(this.port), ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (this.output += chunk.toString()));
    const deadline = Date.now() + this.startTimeoutMs;
    while (Date.now() < deadline) {
      if (!this.running) throw new Error(`the server exited while starting:\n${this.output.slice(-4000)}`);
      try {
        if ((await fetch(`${this.baseUrl}/metadata/languages`, { signal: AbortSignal.timeout(2000) })).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await this.kill9();
    throw new Error(`the server did not start within ${this.startTimeoutMs / 1000} s:\n${this.output.slice(-4000)}`);
  }

  /** SIGKILL: no shutdown code runs, requests in flight are cut, the database is not closed. */
  async kill9(): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    child.kill('SIGKILL');
    await exited(child);
  }

  /** SIGTERM: the server's own graceful shutdown, which closes the database. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    child.kill('SIGTERM');
    await exited(child);
  }

  /** What the processes printed, last part first to go. */
  recentOutput(chars = 4000): string {
    return this.output.slice(-chars);
  }
}
