// The token vault: the tokens Markk holds for other services (social networks) are stored
// only as envelopes. Each envelope has its own random data key (AES-256-GCM), and that key
// is itself wrapped: in AWS by KMS (GenerateDataKey / Decrypt with an encryption context
// naming the owner and the account, so an envelope copied to another account's item does
// not open); locally by a key in a file under `.local/`, made on first use. Nothing here
// logs, returns or throws a token.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DecryptCommand, GenerateDataKeyCommand, KMSClient } from '@aws-sdk/client-kms';
import { config } from './config.ts';

/** Who an envelope belongs to: bound into it, so it opens only for the same owner and account. */
export type VaultContext = Record<string, string>;

interface Envelope {
  v: 1;
  /** The wrapped data key: KMS ciphertext, or locally iv.tag.ciphertext of the data key. */
  key: string;
  iv: string;
  tag: string;
  data: string;
}

interface KeyWrapper {
  newDataKey(context: VaultContext): Promise<{ plaintext: Buffer; wrapped: string }>;
  unwrap(wrapped: string, context: VaultContext): Promise<Buffer>;
}

const aad = (context: VaultContext) =>
  Buffer.from(
    Object.keys(context)
      .sort()
      .map((k) => `${k}=${context[k]}`)
      .join('&'),
  );

function seal(key: Buffer, plaintext: Buffer, additional: Buffer): { iv: string; tag: string; data: string } {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(additional);
  const data = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { iv: iv.toString('base64'), tag: cipher.getAuthTag().toString('base64'), data: data.toString('base64') };
}

function open(key: Buffer, sealed: { iv: string; tag: string; data: string }, additional: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
  decipher.setAAD(additional);
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]);
}

class KmsWrapper implements KeyWrapper {
  private readonly kms: KMSClient;
  constructor(private readonly keyId: string) {
    const { AWS_REGION, KMS_ENDPOINT } = config();
    this.kms = new KMSClient({ region: AWS_REGION, ...(KMS_ENDPOINT ? { endpoint: KMS_ENDPOINT } : {}) });
  }
  async newDataKey(context: VaultContext) {
    const out = await this.kms.send(new GenerateDataKeyCommand({ KeyId: this.keyId, KeySpec: 'AES_256', EncryptionContext: context }));
    if (!out.Plaintext || !out.CiphertextBlob) throw new Error('KMS returned no data key');
    return { plaintext: Buffer.from(out.Plaintext), wrapped: Buffer.from(out.CiphertextBlob).toString('base64') };
  }
  async unwrap(wrapped: string, context: VaultContext) {
    const out = await this.kms.send(new DecryptCommand({ CiphertextBlob: Buffer.from(wrapped, 'base64'), EncryptionContext: context, KeyId: this.keyId }));
    if (!out.Plaintext) throw new Error('KMS returned no plaintext');
    return Buffer.from(out.Plaintext);
  }
}

/** Locally: a 256-bit key in a file (mode 0600), made the first time; the same envelope format. */
class FileWrapper implements KeyWrapper {
  private key: Buffer | undefined;
  constructor(private readonly file: string) {}
  private master(): Buffer {
    if (!this.key) {
      if (!existsSync(this.file)) {
        mkdirSync(path.dirname(this.file), { recursive: true });
        writeFileSync(this.file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
      }
      this.key = Buffer.from(readFileSync(this.file, 'utf8').trim(), 'base64');
      if (this.key.length !== 32) throw new Error(`The token key file ${this.file} does not hold a 256-bit key`);
    }
    return this.key;
  }
  async newDataKey(context: VaultContext) {
    const plaintext = randomBytes(32);
    const sealed = seal(this.master(), plaintext, aad(context));
    return { plaintext, wrapped: `${sealed.iv}.${sealed.tag}.${sealed.data}` };
  }
  async unwrap(wrapped: string, context: VaultContext) {
    const [iv = '', tag = '', data = ''] = wrapped.split('.');
    return open(this.master(), { iv, tag, data }, aad(context));
  }
}

let wrapper: KeyWrapper | undefined;

function keyWrapper(): KeyWrapper {
  if (!wrapper) {
    const { TOKEN_KEY_ARN, TOKEN_KEY_FILE } = config();
    if (TOKEN_KEY_ARN) wrapper = new KmsWrapper(TOKEN_KEY_ARN);
    else if (TOKEN_KEY_FILE) wrapper = new FileWrapper(TOKEN_KEY_FILE);
    else throw new Error('Markk configuration is missing or invalid: TOKEN_KEY_ARN (or TOKEN_KEY_FILE locally)');
  }
  return wrapper;
}

/** Encrypts a JSON value for `context`; the envelope is a string to store. */
export async function sealSecret(value: unknown, context: VaultContext): Promise<string> {
  const { plaintext, wrapped } = await keyWrapper().newDataKey(context);
  try {
    const sealed = seal(plaintext, Buffer.from(JSON.stringify(value)), aad(context));
    const envelope: Envelope = { v: 1, key: wrapped, ...sealed };
    return JSON.stringify(envelope);
  } finally {
    plaintext.fill(0);
  }
}

/** Opens an envelope sealed for the same `context`; throws (without the contents) otherwise. */
export async function openSecret<T>(envelope: string, context: VaultContext): Promise<T> {
  const parsed = JSON.parse(envelope) as Envelope;
  if (parsed.v !== 1) throw new Error('Unknown token envelope version');
  const key = await keyWrapper().unwrap(parsed.key, context);
  try {
    return JSON.parse(open(key, parsed, aad(context)).toString('utf8')) as T;
  } finally {
    key.fill(0);
  }
}

/** Tests and the local stack change configuration between runs. */
export function resetTokenVault(): void {
  wrapper = undefined;
}
