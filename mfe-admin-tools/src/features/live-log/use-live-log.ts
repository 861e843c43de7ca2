import { useCallback, useEffect, useRef, useState } from 'react';
import { LIVE_LOG_CONNECTED, logMessageSchema, type LogEntry } from '@fondly/contract';

export type LiveLogStatus = 'connecting' | 'connected' | 'disconnected';

/** The viewer keeps this many lines; older ones scroll away for good. */
export const LIVE_LOG_MAX_LINES = 500;

export interface LiveLog {
  status: LiveLogStatus;
  entries: LogEntry[];
  /** Why the last connection ended, in words for the operator; null while connected. */
  problem: string | null;
  connect: () => void;
  disconnect: () => void;
  clear: () => void;
}

const CLOSE_REASONS: Record<number, string> = {
  1001: 'The server is restarting. Connect again in a moment.',
  1011: 'The live log is unavailable on the server right now.',
  4401: 'Your operator session ended. Sign in again to keep watching.',
};

/** Where the viewer has read up to: the newest entry's time and the entries at that same time. */
interface ReadMark {
  at: number;
  keys: Set<string>;
}

const entryKey = (e: LogEntry) => JSON.stringify([e.timestamp, e.service, e.level, e.message, e.data]);

/**
 * The entries of a new connection's first message that the viewer has not read yet. The
 * server greets every new viewer with its recent lines; after a reconnect those are lines
 * already shown, or cleared by the operator, and must not come back.
 */
export function unreadEntries(batch: LogEntry[], mark: ReadMark | null): LogEntry[] {
  if (!mark) return batch;
  return batch.filter((e) => {
    const at = Date.parse(e.timestamp);
    return at > mark.at || (at === mark.at && !mark.keys.has(entryKey(e)));
  });
}

/** The read mark moved past `batch`. */
export function markRead(mark: ReadMark | null, batch: LogEntry[]): ReadMark | null {
  let next = mark;
  for (const e of batch) {
    const at = Date.parse(e.timestamp);
    if (Number.isNaN(at)) continue;
    if (!next || at > next.at) next = { at, keys: new Set([entryKey(e)]) };
    else if (at === next.at) next.keys.add(entryKey(e));
  }
  return next;
}

function liveLogUrl() {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/ws`;
}

/**
 * The API's live log over /ws (operators only; the browser sends the session cookie).
 * "Connected" means the server said the stream is live, not merely that the socket opened.
 */
export function useLiveLog({ autoConnect = true, onSessionEnded }: { autoConnect?: boolean; onSessionEnded?: () => void } = {}): LiveLog {
  const [status, setStatus] = useState<LiveLogStatus>('disconnected');
  const [entries, setEntries] = useState<LogEntry[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const socketRef = useRef<WebSocket | null>(null);
  const readRef = useRef<ReadMark | null>(null);
  const sessionEndedRef = useRef(onSessionEnded);
  sessionEndedRef.current = onSessionEnded;

  const disconnect = useCallback(() => {
    const socket = socketRef.current;
    socketRef.current = null;
    socket?.close(1000, 'Disconnected by the operator');
    setStatus('disconnected');
    setProblem(null);
  }, []);

  const connect = useCallback(() => {
    if (socketRef.current) return;
    setStatus('connecting');
    setProblem(null);
    const socket = new WebSocket(liveLogUrl());
    socketRef.current = socket;
    let greeted = false;
    socket.onmessage = (event) => {
      if (socketRef.current !== socket) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(event.data));
      } catch {
        return;
      }
      const batch = logMessageSchema.safeParse(parsed);
      if (!batch.success) return;
      if (batch.data.some((e) => e.service === 'logs' && e.message === LIVE_LOG_CONNECTED)) setStatus('connected');
      // Only the greeting repeats lines; later messages are new by definition.
      const fresh = greeted ? batch.data : unreadEntries(batch.data, readRef.current);
      greeted = true;
      readRef.current = markRead(readRef.current, fresh);
      if (fresh.length === 0) return;
      setEntries((current) => {
        const next = current.concat(fresh);
        return next.length > LIVE_LOG_MAX_LINES ? next.slice(next.length - LIVE_LOG_MAX_LINES) : next;
      });
    };
    socket.onclose = (event) => {
      if (socketRef.current !== socket) return;
      socketRef.current = null;
      setStatus('disconnected');
      if (event.code === 4401) sessionEndedRef.current?.();
      setProblem(
        CLOSE_REASONS[event.code] ??
          (event.code === 1000 ? null : 'Could not connect to the live log. Check that the API is running and that you are still signed in.'),
      );
    };
  }, []);

  const clear = useCallback(() => setEntries([]), []);

  useEffect(() => {
    if (autoConnect) connect();
    return () => {
      const socket = socketRef.current;
      socketRef.current = null;
      socket?.close(1000, 'Page closed');
    };
  }, [autoConnect, connect]);

  return { status, entries, problem, connect, disconnect, clear };
}
