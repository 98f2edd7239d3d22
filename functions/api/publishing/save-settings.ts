// PUT /publishing/settings — saves the time zone and the posting schedule. Posts already scheduled keep their time.
import { apiRoute } from '#lib/http';
import { publishingEndpoints } from '#contracts/publishing';
import * as Posts from '#domain/publishing/posts';
import * as Settings from '#domain/publishing/settings';

export const handler = apiRoute(publishingEndpoints.saveSettings, async ({ caller, body }) => {
  await Settings.saveSettings(caller.userId, body);
  return { ...body, saved: true, nextFreeSlot: await Posts.nextSlotFor(caller.userId) };
});
