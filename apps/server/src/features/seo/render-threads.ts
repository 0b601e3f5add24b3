import { Worker } from 'node:worker_threads';
import type { Locale, RenderOptions } from '@krishi/contract';
import type { OwnRoutesAnswer, OwnRoutesCall } from './app-renderer.js';
import type { CallRequest, FromRenderThread, PageRenderer, RenderedPage, ToRenderThread } from './render-protocol.js';

interface Waiting {
  resolve: (page: RenderedPage) => void;
  reject: (error: Error) => void;
}

/** What a render thread's page calls are answered by: the server's own routes, in-process. */
export type AnswerCall = (call: OwnRoutesCall) => Promise<OwnRoutesAnswer>;

/**
 * A render thread's heap, bounded: a page's objects are garbage once it is sent, and without a
 * bound V8 let the thread's heap grow with them, about 100 MB of the server's RSS over the
 * cold-pages bench. At 32 MB of old generation the thread collected all the time (114 pages a
 * second against 188-220); at these sizes it renders as fast as unbounded (docs/benchmarks.md,
 * "A render thread's heap, bounded"). A thread that runs out stops and is replaced like any other.
 */
const RENDER_THREAD_HEAP = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 };

/** One worker thread with the app's server build, and the pages it is rendering. */
class RenderThread {
  readonly waiting = new Map<number, Waiting>();
  private readonly worker: Worker;
  private readonly ready: Promise<void>;

  /** `onStop` hears whether the thread had started: one that never did is not worth starting again. */
  constructor(
    workerFile: URL,
    serverEntry: string,
    answer: AnswerCall,
    onStop: (thread: RenderThread, started: boolean) => void,
  ) {
    this.worker = new Worker(workerFile, { workerData: { serverEntry }, resourceLimits: RENDER_THREAD_HEAP });
    let started = false;
    let isReady: () => void = () => {};
    let failed: (error: Error) => void = () => {};
    this.ready = new Promise((resolve, reject) => {
      isReady = resolve;
      failed = reject;
    });
    // A page waiting for a thread that never starts fails with it rather than waiting forever.
    this.ready.catch(() => {});
    this.worker.on('message', (message: FromRenderThread) => {
      if (message.kind === 'ready') {
        started = true;
        return isReady();
      }
      if (message.kind === 'call') return void this.answer(message, answer);
      const waiting = this.waiting.get(message.page);
      this.waiting.delete(message.page);
      if (message.kind === 'rendered') waiting?.resolve(message.rendered);
      else waiting?.reject(new Error(`render thread: ${message.message}`));
    });
    const stopped = (error: Error) => {
      failed(error);
      for (const waiting of this.waiting.values()) waiting.reject(error);
      this.waiting.clear();
      onStop(this, started);
    };
    this.worker.on('error', stopped);
    this.worker.on('exit', (code) => stopped(new Error(`render thread exited with ${code}`)));
  }

  private async answer(call: CallRequest, answer: AnswerCall): Promise<void> {
    const reply = (status: number, body: Uint8Array | null) => {
      // A copy of its own to hand over: a Buffer may be a view of a larger pool (Buffer#slice is
      // no copy), whose other bytes are not this answer's.
      const copy = body === null ? null : new Uint8Array(body).buffer;
      const message: ToRenderThread = { kind: 'answer', call: call.call, status, body: copy };
      this.worker.postMessage(message, copy ? [copy] : []);
    };
    try {
      const { status, body } = await answer(call);
      reply(status, body);
    } catch {
      // The page sees what a browser would of a server that failed: a 500, its error state.
      reply(500, null);
    }
  }

  async render(page: number, url: string, locale: Locale, options: RenderOptions): Promise<RenderedPage> {
    await this.ready;
    return new Promise((resolve, reject) => {
      this.waiting.set(page, { resolve, reject });
      const message: ToRenderThread = { kind: 'render', page, url, locale, options };
      this.worker.postMessage(message);
    });
  }

  stop(): Promise<number> {
    return this.worker.terminate();
  }
}

/**
 * Pages rendered on worker threads, each with the app's server build, so a cold page's React
 * render (most of its cost) runs beside the main thread, which answers the requests and the
 * pages' own API calls from its catalogue (decision 046). A page goes to the thread with the
 * fewest pages in hand; a thread that stops fails its pages and is replaced, unless it never
 * started.
 */
export class RenderThreads implements PageRenderer {
  private readonly threads: RenderThread[] = [];
  private pages = 0;
  private closed = false;

  constructor(
    private readonly workerFile: URL,
    private readonly serverEntry: string,
    count: number,
    private readonly answer: AnswerCall,
  ) {
    for (let i = 0; i < count; i++) this.threads.push(this.start());
  }

  private start(): RenderThread {
    return new RenderThread(this.workerFile, this.serverEntry, this.answer, (stopped, started) => {
      const index = this.threads.indexOf(stopped);
      if (index < 0 || this.closed) return;
      // A thread that could not even start (a broken build) would fail again at once, forever.
      if (started) this.threads[index] = this.start();
      else this.threads.splice(index, 1);
    });
  }

  render(url: string, locale: Locale, options: RenderOptions): Promise<RenderedPage> {
    if (this.threads.length === 0) return Promise.reject(new Error('no render thread could start'));
    let least = this.threads[0]!;
    for (const thread of this.threads) if (thread.waiting.size < least.waiting.size) least = thread;
    return least.render(++this.pages, url, locale, options);
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.threads.map((thread) => thread.stop()));
  }
}
