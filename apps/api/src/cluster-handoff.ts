import type { Worker } from 'node:cluster';

/** What node:cluster's round-robin primary says to a worker and hears back (its internal protocol). */
type ClusterMessage = { cmd: 'NODE_CLUSTER'; act?: unknown; seq?: unknown; ack?: unknown };
type ConnectionHandle = { close(): void };

/** Past this, the channel of a dead worker counts as read even if node never says so. */
const CHANNEL_END_WAIT_MS = 1_000;

/**
 * Closes the connections the primary handed to `worker` that it never took, once it has died.
 *
 * node:cluster's primary accepts each connection and sends it to a worker ("newconn"), keeping
 * its own copy of the socket until the worker answers that it took it. A worker that dies before
 * answering (killed, frozen) never answers, and node:cluster keeps that copy open for ever: the
 * client waits on a connection nobody reads until its own timeout. Closed here, it gets an error
 * at once (a proxy may retry it: the request never reached a worker's code). Decision 0162.
 */
export function closeUntakenConnectionsOnExit(worker: Worker): void {
  const child = worker.process;
  const untaken = new Map<number, ConnectionHandle>();
  const send = child.send.bind(child) as (...args: unknown[]) => boolean;
  child.send = ((message: unknown, handle?: unknown, ...rest: unknown[]) => {
    if (isCluster(message) && message.act === 'newconn' && typeof message.seq === 'number')
      untaken.set(message.seq, handle as ConnectionHandle);
    return send(message, handle, ...rest);
  }) as typeof child.send;
  child.on('internalMessage', (message: unknown) => {
    if (isCluster(message) && typeof message.ack === 'number') untaken.delete(message.ack);
  });

  worker.once('exit', () => {
    // An answer the worker wrote before dying may still be in the channel: wait until its end
    // has been read (node then says it is no longer connected) and the answers read are handled.
    const deadline = Date.now() + CHANNEL_END_WAIT_MS;
    const closeWhenRead = () => {
      if (child.connected && Date.now() < deadline) return void setTimeout(closeWhenRead, 10);
      setImmediate(() => {
        for (const handle of untaken.values()) handle.close();
        untaken.clear();
      });
    };
    closeWhenRead();
  });
}

function isCluster(message: unknown): message is ClusterMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { cmd?: unknown }).cmd === 'NODE_CLUSTER'
  );
}
