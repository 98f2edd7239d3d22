// Resources Vault (spec 02 §2.3, §3–§9 Resources): list (category, sort, search, bookmarked;
// featured first), admin uploads (presigned PUT, then HeadObject against what was signed),
// delete (both copies, the bookmarks, the stored object), downloads (presigned GET, the
// count ADDed atomically), previews and bookmarks. The dashboard's global search reads the
// overall list too. Data layout: functions/data/entities/resource.ts.
// The verbs, by responsibility, in resources/.
export { contentTypeOf, isAdmin, searchTextOf, create, createOnce, search } from './resources/catalogue.ts';
export type { NewResource } from './resources/catalogue.ts';
export { total, list } from './resources/list.ts';
export type { ListQuery } from './resources/list.ts';
export { startUpload, createFromUpload, remove } from './resources/uploads.ts';
export type { CreateFromUpload } from './resources/uploads.ts';
export { download, preview, setBookmark } from './resources/downloads.ts';
