// The owner's time zone and posting schedule. Until saved, the zone is UTC and the browser
// offers its own (`saved: false`); the default queue is a sensible small-business week.
import type { PublishingSettingsItem } from '#data/entities/publishing-settings';
import { db } from '#data/service';
import type { PostingQueue, PublishingSettings } from '#contracts/publishing';

/** Weekdays at 09:00 and 12:30, Saturday at 10:00: where a new owner's queue starts. */
export const DEFAULT_QUEUE: PostingQueue = {
  mon: ['09:00', '12:30'],
  tue: ['09:00', '12:30'],
  wed: ['09:00', '12:30'],
  thu: ['09:00', '12:30'],
  fri: ['09:00', '12:30'],
  sat: ['10:00'],
  sun: [],
};

export async function settingsOf(userId: string): Promise<PublishingSettings & { saved: boolean }> {
  return settingsFrom((await db().entities.publishingSettings.get({ userId }).go()).data);
}

/** The settings an item already read holds, or the defaults when there is none. */
export function settingsFrom(data: Pick<PublishingSettingsItem, 'timeZone' | 'queue'> | null | undefined): PublishingSettings & { saved: boolean } {
  if (!data) return { timeZone: 'UTC', queue: DEFAULT_QUEUE, saved: false };
  return { timeZone: data.timeZone, queue: { ...DEFAULT_QUEUE, ...data.queue }, saved: true };
}

export async function saveSettings(userId: string, settings: PublishingSettings): Promise<void> {
  await db().entities.publishingSettings.put({ userId, timeZone: settings.timeZone, queue: settings.queue }).go();
}
