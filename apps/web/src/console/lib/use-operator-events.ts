import { OPERATOR_EVENTS_PATH, type OperatorEventName } from '@payorder/contract';
import { useEffect, useRef, useState } from 'react';
import { followEventStream } from './event-stream.ts';

/**
 * Follows the operator's event stream (GET /v1/admin/events; contract operator-events.ts) while
 * `enabled`: `onEvent` hears each event's name (an order changed, a trader went online or offline, or
 * `resync`: read again). Answers whether the stream delivers now: a screen polls only while it does not.
 */
export function useOperatorEvents(enabled: boolean, onEvent: (event: OperatorEventName) => void): boolean {
  const [isLive, setLive] = useState(false);
  const onEventRef = useRef(onEvent);
  onEventRef.current = onEvent;
  useEffect(() => {
    if (!enabled) return;
    const stop = followEventStream(OPERATOR_EVENTS_PATH, {
      onLive: setLive,
      onEvent: (event) => onEventRef.current(event as OperatorEventName),
    });
    return () => {
      stop();
      setLive(false);
    };
  }, [enabled]);
  return isLive;
}
