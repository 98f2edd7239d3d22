// Choosing the billing provider, and loading Stripe's SDK only for the Stripe provider: a
// billing function without a Stripe key never evaluates it.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { billingProvider, resetBilling, stripeBilling } from '#lib/billing/index';
import { resetConfig } from '#lib/config';

const loaded = vi.hoisted(() => ({ stripe: 0 }));
vi.mock('stripe', async (importOriginal) => {
  loaded.stripe++;
  return importOriginal();
});

const VARS = ['LOCAL_BILLING', 'STAGE', 'AWS_LAMBDA_FUNCTION_NAME', 'STRIPE_SECRET_KEY', 'TABLE_NAME'] as const;
const saved = Object.fromEntries(VARS.map((name) => [name, process.env[name]]));

function configure(env: Partial<Record<(typeof VARS)[number], string>>) {
  for (const name of VARS) delete process.env[name];
  Object.assign(process.env, { TABLE_NAME: 'unit-table', ...env });
  resetConfig();
  resetBilling();
}

// The unit files share one module registry: another file may have loaded Stripe's SDK already,
// unmocked. Cleared here, the SDK is loaded again through the mock above, and counted.
beforeAll(() => {
  vi.resetModules();
});

afterEach(() => {
  for (const name of VARS) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  resetConfig();
  resetBilling();
});

describe('billingProvider', () => {
  it('is the local provider without a Stripe key where local billing is allowed, and Stripe is not loaded', async () => {
    configure({ LOCAL_BILLING: 'true', STAGE: 'dev' });
    expect((await billingProvider())?.kind).toBe('local');
    expect(await stripeBilling()).toBeNull();
    expect(loaded.stripe).toBe(0);
  });

  it('is none without a Stripe key inside Lambda, and Stripe is not loaded', async () => {
    configure({ LOCAL_BILLING: 'true', STAGE: 'dev', AWS_LAMBDA_FUNCTION_NAME: 'markk-CreateCheckout' });
    expect(await billingProvider()).toBeNull();
    expect(loaded.stripe).toBe(0);
  });

  it('is Stripe with a key, loaded once and reused', async () => {
    configure({ STRIPE_SECRET_KEY: 'sk_test_123', STAGE: 'dev' });
    const first = await billingProvider();
    expect(first?.kind).toBe('stripe');
    expect(await stripeBilling()).toBe(first);
    expect(loaded.stripe).toBe(1);
  });
});
