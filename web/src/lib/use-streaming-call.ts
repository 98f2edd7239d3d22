// The one way a page calls a streamed endpoint (the AI assistant's replies, "Rewrite with AI",
// the task's AI Writing Assistant): the text handed over piece by piece as it arrives, a new
// call or leaving the page stopping the one before, Stop, the outcome as a value rather than an
// exception, and what screen readers hear at the start and the end.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnyEndpoint, EndpointInput } from '#contracts/endpoint';
import { streamCall } from './api-client.ts';
import { usageKey } from '../queries/billing.ts';

/** How a call ended. `superseded`: a newer call (or leaving the page) replaced it; show nothing of it. */
export type StreamOutcome =
  | { outcome: 'done'; text: string }
  | { outcome: 'stopped'; text: string }
  | { outcome: 'failed'; text: string; error: unknown }
  | { outcome: 'superseded'; text: string };

export interface StreamHandlers {
  /** Everything received so far, each time more arrives. */
  onText?: ((textSoFar: string) => void) | undefined;
  /** The answer's headers, once its status is OK and before its text. */
  onResponse?: ((response: Response) => void) | undefined;
}

/** What screen readers hear: when the call starts, and when it ends with text. */
export interface StreamAnnouncements {
  started: string;
  finished: string;
}

export interface StreamingCall<E extends AnyEndpoint> {
  /** Starts a call, stopping the one before. */
  run: (input: EndpointInput<E>, handlers?: StreamHandlers) => Promise<StreamOutcome>;
  /** Stops the call in progress; what arrived so far stays with the caller. */
  stop: () => void;
  /** True from the start of a call to its end. */
  streaming: boolean;
  /** Whether a call is in progress right now (a ref, for checks inside event handlers). */
  isStreaming: () => boolean;
  /** The text for a polite live region: the start and the end of a call, never the text as it streams. */
  announcement: string;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export function useStreamingCall<E extends AnyEndpoint>(endpoint: E, announcements?: StreamAnnouncements): StreamingCall<E> {
  const queryClient = useQueryClient();
  const controller = useRef<AbortController | null>(null);
  const [streaming, setStreaming] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const said = useRef(announcements);
  said.current = announcements;

  // Leaving the page stops a call in progress.
  useEffect(() => () => controller.current?.abort(), []);

  const stop = useCallback(() => controller.current?.abort(), []);
  const isStreaming = useCallback(() => controller.current !== null, []);

  const run = useCallback(
    async (input: EndpointInput<E>, handlers: StreamHandlers = {}): Promise<StreamOutcome> => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      const live = () => controller.current === current && !current.signal.aborted;
      setStreaming(true);
      if (said.current) setAnnouncement(said.current.started);
      let text = '';
      try {
        text = await streamCall(endpoint, input, {
          signal: current.signal,
          onResponse: (response) => {
            if (live()) handlers.onResponse?.(response);
          },
          onChunk: (_chunk, soFar) => {
            text = soFar;
            if (live()) handlers.onText?.(soFar);
          },
        });
        if (controller.current !== current) return { outcome: 'superseded', text };
        if (said.current) setAnnouncement(text ? said.current.finished : '');
        return { outcome: 'done', text };
      } catch (error) {
        if (controller.current !== current) return { outcome: 'superseded', text };
        if (said.current) setAnnouncement(text && isAbort(error) ? said.current.finished : '');
        return isAbort(error) ? { outcome: 'stopped', text } : { outcome: 'failed', text, error };
      } finally {
        if (controller.current === current) {
          controller.current = null;
          setStreaming(false);
        }
        // Every streamed AI call counts against a credit or today's replies: the counts shown are read again.
        void queryClient.invalidateQueries({ queryKey: usageKey });
      }
    },
    [endpoint, queryClient],
  );

  return { run, stop, streaming, isStreaming, announcement };
}
