// Business events as EMF metrics: one line per event in Lambda, nothing outside it unless
// asked, and no "no metrics" warning after the many requests that record none.
import { afterEach, describe, expect, it, vi } from 'vitest';

const saved = { ...process.env };

afterEach(() => {
  process.env = { ...saved };
  vi.restoreAllMocks();
  vi.resetModules();
});

/** The lines written to stdout and stderr while `act` runs, parsed where they are JSON. */
async function stdoutOf(act: () => void | Promise<void>): Promise<unknown[]> {
  const lines: string[] = [];
  const capture = (chunk: string | Uint8Array) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  };
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  await act();
  out.mockRestore();
  err.mockRestore();
  return lines.map((line) => {
    try {
      return JSON.parse(line) as unknown;
    } catch {
      return line;
    }
  });
}

describe('recordEvent', () => {
  it('writes one EMF line per business event in Lambda, in the Markk namespace', async () => {
    Object.assign(process.env, { AWS_LAMBDA_FUNCTION_NAME: 'ApproveRun', POWERTOOLS_SERVICE_NAME: 'markk' });
    delete process.env.POWERTOOLS_METRICS_DISABLED;
    delete process.env.POWERTOOLS_DEV;
    const { recordEvent } = await import('#lib/metrics');
    const lines = await stdoutOf(() => recordEvent('DraftsApproved', 9));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      _aws: { CloudWatchMetrics: [{ Namespace: 'Markk', Metrics: [{ Name: 'DraftsApproved', Unit: 'Count' }] }] },
      DraftsApproved: 9,
      service: 'markk',
    });
  });

  it('writes nothing outside Lambda (the local stack, tests)', async () => {
    delete process.env.AWS_LAMBDA_FUNCTION_NAME;
    delete process.env.POWERTOOLS_METRICS_DISABLED;
    delete process.env.POWERTOOLS_DEV;
    const { recordEvent } = await import('#lib/metrics');
    expect(await stdoutOf(() => recordEvent('GenerationStarted'))).toEqual([]);
  });

  it('a request that recorded no metric leaves no warning behind', async () => {
    Object.assign(process.env, { AWS_LAMBDA_FUNCTION_NAME: 'GetMe', LOG_LEVEL: 'INFO' });
    delete process.env.POWERTOOLS_METRICS_DISABLED;
    delete process.env.POWERTOOLS_DEV;
    const { metrics } = await import('#lib/metrics');
    const warnings = vi.spyOn(console, 'warn');
    const lines = await stdoutOf(() => {
      metrics.publishStoredMetrics();
    });
    expect(lines.filter((line) => JSON.stringify(line).includes('No application metrics'))).toEqual([]);
    expect(warnings).not.toHaveBeenCalled();
  });
});
