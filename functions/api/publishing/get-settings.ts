// GET /publishing/settings — the time zone, the posting schedule and its next free slot.
import { apiRoute } from '#lib/http';
import { publishingEndpoints } from '#contracts/publishing';
import * as Posts from '#domain/publishing/posts';
import * as Settings from '#domain/publishing/settings';

export const handler = apiRoute(publishingEndpoints.settings, async ({ caller }) => {
  const settings = await Settings.settingsOf(caller.userId);
  return { ...settings, nextFreeSlot: await Posts.nextSlotFor(caller.userId) };
});
