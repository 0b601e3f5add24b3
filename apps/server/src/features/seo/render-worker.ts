import { parentPort, workerData } from 'node:worker_threads';
import type { PageCalls } from '@krishi/contract';
import { callOf, loadAppRenderer, pageAnswerOf } from './app-renderer.js';
import { encodedPage, type CallAnswer, type FromRenderThread, type ToRenderThread } from './render-protocol.js';

/**
 * A render thread (render-threads.ts): the app's server build, whose API calls go to the main
 * thread, which holds the catalogue and answers them through its own routes.
 */
const port = parentPort;
if (!port) throw new Error('render-worker.js runs as a worker thread');
const { serverEntry } = workerData as { serverEntry: string };

const post = (message: FromRenderThread) => port.postMessage(message);
const waiting = new Map<number, (answer: CallAnswer) => void>();
let calls = 0;

const sendToMainThread: PageCalls = async (url, init) => {
  const call = ++calls;
  const request = callOf(url, init);
  const answer = await new Promise<CallAnswer>((resolve) => {
    waiting.set(call, resolve);
    post({ kind: 'call', call, ...request });
  });
  return pageAnswerOf(answer);
};

const renderer = await loadAppRenderer(serverEntry, sendToMainThread);
if (!renderer) throw new Error(`no renderer in ${serverEntry}`);

port.on('message', (message: ToRenderThread) => {
  if (message.kind === 'answer') {
    waiting.get(message.call)?.(message);
    waiting.delete(message.call);
    return;
  }
  renderer.render(message.url, message.locale, message.options).then(
    (rendered) => post({ kind: 'rendered', page: message.page, rendered: encodedPage(rendered) }),
    (error: unknown) =>
      post({ kind: 'failed', page: message.page, message: error instanceof Error ? error.message : String(error) }),
  );
});
post({ kind: 'ready' });
