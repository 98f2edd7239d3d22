// AI generation runs: start one for the saved brand kit, poll its progress, edit, regenerate
// or rewrite its package's items, approve its package.
import {
  generationEndpoints,
  type GenerationRun,
  type PackageItemKey,
  type RunListResponse,
  type SavePackageItem,
  type StartRunResponse,
  type ApproveResponse,
} from '#contracts/generation';
import type { RewriteContentItem } from '#contracts/content';
import type * as z from 'zod';
import { call, streamCall, type StreamCallOptions } from './client.ts';

/** 202: the workflow started (or, for a `requestId` already seen, the run it started then). */
export function startGenerationRun(requestId: string): Promise<z.infer<typeof StartRunResponse>> {
  return call(generationEndpoints.start, { body: { requestId } });
}

/** The caller's runs, newest first. */
export function listGenerationRuns(signal?: AbortSignal): Promise<z.infer<typeof RunListResponse>> {
  return call(generationEndpoints.list, {}, { signal });
}

export function getGenerationRun(runId: string, signal?: AbortSignal): Promise<GenerationRun> {
  return call(generationEndpoints.get, { params: { runId } }, { signal });
}

/** Saves the package as drafts; idempotent, 409 while the run is not finished. */
export function approveGenerationRun(runId: string): Promise<z.infer<typeof ApproveResponse>> {
  return call(generationEndpoints.approve, { params: { runId } });
}

/** Keeps the user's edit of one package item; 409 once the package is approved. */
export function savePackageItem(runId: string, item: SavePackageItem): Promise<GenerationRun> {
  return call(generationEndpoints.savePackageItem, { params: { runId }, body: item });
}

/** Writes one package item again (free, a few times per item). */
export function regeneratePackageItem(runId: string, item: PackageItemKey): Promise<GenerationRun> {
  return call(generationEndpoints.regenerateItem, { params: { runId, item } });
}

/** "Rewrite with AI" on one package item, streamed; nothing is saved. */
export function rewritePackageItem(runId: string, item: PackageItemKey, body: RewriteContentItem, options: StreamCallOptions): Promise<string> {
  return streamCall(generationEndpoints.rewriteItem, { params: { runId, item }, body }, options);
}

/** A UUID per click; crypto.randomUUID needs a secure context, so plain-HTTP LAN hosts get the same from getRandomValues. */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
