import { OPERATOR_EVENTS_PATH, type OperatorOrderEvent, type OperatorTraderEvent } from '@payorder/contract';
import { useEffect, useRef, useState } from 'react';
import { followEventStream } from './event-stream.ts';

/** One event of the operator's stream, by its name. */
export type OperatorEvent =
  | { name: 'order'; order: OperatorOrderEvent }
  | { name: 'trader'; trader: OperatorTraderEvent }
  | { name: 'resync' };

function operatorEventOf(name: string, data: string): OperatorEvent | null {
  if (name === 'order') return { name, order: JSON.parse(data) as OperatorOrderEvent };
  if (name === 'trader') return { name, trader: JSON.parse(data) as OperatorTraderEvent };
  if (name === 'resync') return { name };
  return null;
}

/** Everyone following the operator's stream in this tab, and whether it delivers now. */
const followers = new Set<{ onEvent: (event: OperatorEvent) => void; onLive: (isLive: boolean) => void }>();
let stopStream: (() => void) | null = null;
let isStreamLive = false;

/**
 * One stream per tab, whoever follows it (the navigation's dispute count, the dispute list, the overview):
 * opened with the first follower, closed with the last, so a screen never adds a connection of its own.
 */
function follow(follower: { onEvent: (event: OperatorEvent) => void; onLive: (isLive: boolean) => void }) {
  followers.add(follower);
  if (stopStream) follower.onLive(isStreamLive);
  else {
    stopStream = followEventStream(OPERATOR_EVENTS_PATH, {
      onLive: (isLive) => {
        isStreamLive = isLive;
        for (const each of followers) each.onLive(isLive);
      },
      onEvent: (name, data) => {
        const event = operatorEventOf(name, data);
        if (event) for (const each of followers) each.onEvent(event);
      },
    });
  }
  return () => {
    followers.delete(follower);
    if (followers.size > 0) return;
    stopStream?.();
    stopStream = null;
    isStreamLive = false;
  };
}

/**
 * Follows the operator's event stream (GET /v1/admin/events; contract operator-events.ts) while
 * `enabled`: `onEvent` hears each event (an order changed, a trader went online or offline, or `resync`:
 * read again). Answers whether the stream delivers now: a screen polls only while it does not.
 */
export function useOperatorEvents(enabled: boolean, onEvent: (event: OperatorEvent) => void): boolean {
  const [isLive, setLive] = useState(false);
  const onEventRef = useRef(onEvent);
  onEventRef.current = onEvent;
  useEffect(() => {
    if (!enabled) return;
    const stop = follow({ onEvent: (event) => onEventRef.current(event), onLive: setLive });
    return () => {
      stop();
      setLive(false);
    };
  }, [enabled]);
  return isLive;
}
