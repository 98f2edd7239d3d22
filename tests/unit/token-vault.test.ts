// The token vault: envelopes open only for the owner and account they were sealed for, a
// changed byte is refused, the key file is made once, and in AWS the data key comes from
// KMS with the same encryption context on both sides.
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DecryptCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import { resetConfig } from '../../functions/lib/config.ts';
import { openSecret, resetTokenVault, sealSecret } from '../../functions/lib/token-vault.ts';

const tokens = { accessToken: 'EAAG-secret-access', refreshToken: 'refresh-secret' };
const context = { purpose: 'network-tokens', userId: 'user-1', accountKey: 'facebook-0123456789abcdef' };

describe('the local token vault', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'vault-'));
    process.env.TABLE_NAME ??= 'unused';
    delete process.env.TOKEN_KEY_ARN;
    process.env.TOKEN_KEY_FILE = path.join(dir, 'token.key');
    resetConfig();
    resetTokenVault();
  });
  afterEach(() => {
    delete process.env.TOKEN_KEY_FILE;
    resetConfig();
    resetTokenVault();
  });

  it('seals without the token in the stored text and opens for the same owner and account', async () => {
    const sealed = await sealSecret(tokens, context);
    expect(sealed).not.toContain('secret');
    expect(await openSecret(sealed, context)).toEqual(tokens);
    expect(statSync(process.env.TOKEN_KEY_FILE!).mode & 0o777).toBe(0o600);
  });

  it('refuses an envelope moved to another owner or account', async () => {
    const sealed = await sealSecret(tokens, context);
    await expect(openSecret(sealed, { ...context, userId: 'user-2' })).rejects.toThrow();
    await expect(openSecret(sealed, { ...context, accountKey: 'facebook-ffffffffffffffff' })).rejects.toThrow();
  });

  it('refuses an envelope with a changed byte', async () => {
    const envelope = JSON.parse(await sealSecret(tokens, context)) as { data: string };
    const bytes = Buffer.from(envelope.data, 'base64');
    bytes[0] = bytes[0]! ^ 1;
    await expect(openSecret(JSON.stringify({ ...envelope, data: bytes.toString('base64') }), context)).rejects.toThrow();
  });

  it('uses a fresh data key for every envelope, under one key file', async () => {
    const a = JSON.parse(await sealSecret(tokens, context)) as { key: string };
    const key = readFileSync(process.env.TOKEN_KEY_FILE!, 'utf8');
    const b = JSON.parse(await sealSecret(tokens, context)) as { key: string };
    expect(a.key).not.toBe(b.key);
    expect(readFileSync(process.env.TOKEN_KEY_FILE!, 'utf8')).toBe(key);
  });
});

describe('the token vault in AWS', () => {
  const kms = mockClient(KMSClient);
  beforeEach(() => {
    kms.reset();
    process.env.TABLE_NAME ??= 'unused';
    process.env.TOKEN_KEY_ARN = 'arn:aws:kms:eu-west-2:111122223333:key/abc';
    resetConfig();
    resetTokenVault();
  });
  afterEach(() => {
    delete process.env.TOKEN_KEY_ARN;
    resetConfig();
    resetTokenVault();
  });

  it('wraps each data key with KMS under the owner’s encryption context', async () => {
    const dataKey = Buffer.alloc(32, 7);
    kms.on(GenerateDataKeyCommand).resolves({ Plaintext: new Uint8Array(dataKey), CiphertextBlob: new Uint8Array([1, 2, 3]) });
    kms.on(DecryptCommand).resolves({ Plaintext: new Uint8Array(dataKey) });
    const sealed = await sealSecret(tokens, context);
    expect(await openSecret(sealed, context)).toEqual(tokens);
    const generate = kms.commandCalls(GenerateDataKeyCommand)[0]!.args[0].input;
    expect(generate).toMatchObject({ KeyId: process.env.TOKEN_KEY_ARN, KeySpec: 'AES_256', EncryptionContext: context });
    expect(kms.commandCalls(DecryptCommand)[0]!.args[0].input.EncryptionContext).toEqual(context);
  });

  it('fails closed when KMS refuses', async () => {
    kms.on(GenerateDataKeyCommand).rejects(Object.assign(new Error('AccessDenied'), { name: 'AccessDeniedException' }));
    await expect(sealSecret(tokens, context)).rejects.toThrow('AccessDenied');
  });
});
