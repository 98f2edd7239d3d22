// The load test's HTTP client: every call goes through an endpoint's contract (its path filled
// with fillPath, its query and JSON body, its answer parsed by the response schema), is timed
// under its route's name, and anything but the declared success — a 4xx, a 5xx, a body the
// schema refuses, no answer within the time limit — is recorded as an error of that route.
import { fillPath, queryString, type AnyEndpoint, type EndpointInput, type EndpointResponse } from '#contracts/endpoint';
import { STREAM_AUTHORIZATION_HEADER } from '#lib/stream';

/** A request that did not answer what its contract promises; the journey stops there and starts again. */
export class LoadError extends Error {
  constructor(
    readonly route: string,
    /** The HTTP status, or what went wrong instead: timeout, network, schema, or a Cognito error's name. */
    readonly status: number | string,
    message: string,
  ) {
    super(`${route} answered ${status}: ${message}`);
    this.name = 'LoadError';
  }
}

interface ErrorKind {
  route: string;
  status: string;
  message: string;
  count: number;
}

/** Every request's time by route, and the errors by route, status and message. */
export class Recorder {
  readonly times = new Map<string, number[]>();
  readonly errors = new Map<string, ErrorKind>();
  requests = 0;

  time(route: string, ms: number): void {
    const list = this.times.get(route);
    if (list) list.push(ms);
    else this.times.set(route, [ms]);
  }

  /** One request answered (counted once, timed under `route`). */
  answered(route: string, ms: number): void {
    this.requests += 1;
    this.time(route, ms);
  }

  failed(error: LoadError): void {
    this.requests += 1;
    const message = error.message.slice(0, 160);
    const key = `${error.route}|${error.status}|${message}`;
    const kind = this.errors.get(key);
    if (kind) kind.count += 1;
    else this.errors.set(key, { route: error.route, status: String(error.status), message, count: 1 });
  }

  get errorCount(): number {
    let n = 0;
    for (const kind of this.errors.values()) n += kind.count;
    return n;
  }
}

export const routeOf = (endpoint: AnyEndpoint) => `${endpoint.method} ${endpoint.transport === 'stream' ? '/stream' : '/api'}${endpoint.path}`;

type CallInput<E extends AnyEndpoint> = EndpointInput<E> & { token?: string | undefined };

export interface StreamReply {
  text: string;
  headers: Headers;
}

export class LoadClient {
  constructor(
    readonly baseUrl: string,
    readonly recorder: Recorder,
    readonly timeoutMs: number,
  ) {}

  private async timed<T>(route: string, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const started = performance.now();
    const signal = AbortSignal.timeout(this.timeoutMs);
    try {
      const value = await run(signal);
      this.recorder.answered(route, performance.now() - started);
      return value;
    } catch (error) {
      const failure =
        error instanceof LoadError
          ? error
          : signal.aborted
            ? new LoadError(route, 'timeout', `no answer within ${this.timeoutMs} ms`)
            : new LoadError(route, 'network', (error as Error).message);
      this.recorder.failed(failure);
      throw failure;
    }
  }

  private request<E extends AnyEndpoint>(endpoint: E, input: CallInput<E>, signal: AbortSignal): Promise<Response> {
    const { token, ...parts } = input as { token?: string; params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
    const stream = endpoint.transport === 'stream';
    const url = `${this.baseUrl}${stream ? '/stream' : '/api'}${fillPath(endpoint.path, parts.params)}${queryString(parts.query)}`;
    return fetch(url, {
      method: endpoint.method,
      headers: {
        ...(token ? { [stream ? STREAM_AUTHORIZATION_HEADER : 'authorization']: `Bearer ${token}` } : {}),
        ...(parts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(parts.body !== undefined ? { body: JSON.stringify(parts.body) } : {}),
      signal,
    });
  }

  /** Calls a JSON endpoint and returns its parsed answer; anything else is a LoadError. */
  call<E extends AnyEndpoint>(endpoint: E, input: CallInput<E>): Promise<EndpointResponse<E>> {
    const route = routeOf(endpoint);
    return this.timed(route, async (signal) => {
      const res = await this.request(endpoint, input, signal);
      const text = await res.text();
      // An endpoint whose answer is empty declares 200 and answers 204 (No Content).
      const declared = res.status === endpoint.status || (res.status === 204 && text === '' && endpoint.status === 200);
      if (!declared) throw new LoadError(route, res.status, messageOf(text));
      const parsed = endpoint.response.safeParse(text ? JSON.parse(text) : undefined);
      if (!parsed.success) throw new LoadError(route, 'schema', parsed.error.message);
      return parsed.data as EndpointResponse<E>;
    });
  }

  /**
   * Calls a streamed endpoint and reads the answer to its end. Timed twice: the first chunk
   * (what the user waits for before words appear) and the whole answer (the request's time).
   */
  stream<E extends AnyEndpoint>(endpoint: E, input: CallInput<E>): Promise<StreamReply> {
    const route = routeOf(endpoint);
    return this.timed(route, async (signal) => {
      const started = performance.now();
      const res = await this.request(endpoint, input, signal);
      if (res.status !== endpoint.status) throw new LoadError(route, res.status, messageOf(await res.text()));
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      let first = true;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (first) {
          this.recorder.time(`${route} (first chunk)`, performance.now() - started);
          first = false;
        }
        text += decoder.decode(value, { stream: true });
      }
      text += decoder.decode();
      if (!text.trim()) throw new LoadError(route, 'schema', 'the stream ended without a word');
      return { text, headers: res.headers };
    });
  }

  /** Times any other request (Cognito, the outbox) under `route`. */
  other<T>(route: string, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    return this.timed(route, run);
  }
}

function messageOf(text: string): string {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string') return body.message;
  } catch {
    // not JSON
  }
  return text.slice(0, 160);
}
