// The Resources Vault's rules as the page applies them, without React: what the URL's search,
// category, sort and Bookmarked filter ask the server for, the card's "+N more" tags, which
// empty state shows, and the Upload Resource form's checks before anything is sent (spec 02 §5).
import {
  ALLOWED_FILE_TYPES,
  RESOURCE_CATEGORIES,
  RESOURCE_MAX_BYTES,
  RESOURCE_MESSAGES,
  RESOURCE_SORTS,
  RESOURCE_TITLE_MAX,
  extensionOf,
  type AllowedExtension,
  type ListResourcesQuery,
  type ResourceCategory,
  type ResourceSort,
} from '#contracts/resources';

/** Spec 02 §9: a card shows at most 3 tags plus "+N more". */
export const TAGS_SHOWN = 3;

/** What the page's URL holds: ?q=…&category=…&sort=…&bookmarked=true (defaults left out). */
export type VaultFilters = { q: string; category: ResourceCategory | null; sort: ResourceSort; bookmarked: boolean };

export const DEFAULT_FILTERS: VaultFilters = { q: '', category: null, sort: 'recent', bookmarked: false };

const isCategory = (value: string | null): value is ResourceCategory => value !== null && (RESOURCE_CATEGORIES as readonly string[]).includes(value);
const isSort = (value: string | null): value is ResourceSort => value !== null && (RESOURCE_SORTS as readonly string[]).includes(value);

/** The filters a URL names; an unknown category or sort falls back to All and Most Recent. */
export function filtersFromParams(params: URLSearchParams): VaultFilters {
  const category = params.get('category');
  const sort = params.get('sort');
  return {
    q: params.get('q') ?? '',
    category: isCategory(category) ? category : null,
    sort: isSort(sort) ? sort : 'recent',
    bookmarked: params.get('bookmarked') === 'true',
  };
}

/** The URL's search part for `filters`: only what differs from the defaults, so /resources stays clean. */
export function paramsOf(filters: VaultFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q);
  if (filters.category) params.set('category', filters.category);
  if (filters.sort !== 'recent') params.set('sort', filters.sort);
  if (filters.bookmarked) params.set('bookmarked', 'true');
  return params;
}

/** The list endpoint's query for `filters` (the search trimmed; defaults left out). */
export function listQueryOf(filters: VaultFilters): ListResourcesQuery {
  const query: ListResourcesQuery = { sort: filters.sort };
  const q = filters.q.trim();
  if (q) query.q = q;
  if (filters.category) query.category = filters.category;
  if (filters.bookmarked) query.bookmarked = 'true';
  return query;
}

/** True when something narrows the list (then an empty list means "no match", not "nothing uploaded"). */
export const isFiltered = (filters: VaultFilters): boolean => filters.q.trim() !== '' || filters.category !== null || filters.bookmarked;

/** The empty state's hint: nothing exists at all, or nothing matches (spec 02 §2.3). */
export function emptyHint(total: number): string {
  return total === 0 ? RESOURCE_MESSAGES.emptyNothing : RESOURCE_MESSAGES.emptyFiltered;
}

/** The tags a card shows and how many more there are. */
export function visibleTags(tags: readonly string[] | null): { shown: string[]; more: number } {
  const all = tags ?? [];
  return { shown: all.slice(0, TAGS_SHOWN), more: Math.max(0, all.length - TAGS_SHOWN) };
}

/** The file type as a card shows it: "PDF", "DOCX". */
export const fileTypeLabel = (fileType: string): string => (fileType ? fileType.toUpperCase() : 'FILE');

export type UploadForm = { title: string; description: string; category: ResourceCategory; tagsText: string; isFeatured: boolean };

export const TITLE_TOO_LONG = `Keep the title to ${RESOURCE_TITLE_MAX} characters or fewer.`;

/** The file's upload type: its extension's one content type, or a sentence saying why it cannot be uploaded. */
export function fileCheck(file: { name: string; type: string; size: number }): { contentType: string } | { problem: string } {
  const ext = extensionOf(file.name);
  if (!(ext in ALLOWED_FILE_TYPES)) return { problem: RESOURCE_MESSAGES.badType };
  const contentType = ALLOWED_FILE_TYPES[ext as AllowedExtension];
  // Browsers leave `type` empty for types they do not know; one they do know must agree with the extension.
  if (file.type && file.type.toLowerCase() !== contentType) return { problem: RESOURCE_MESSAGES.typeMismatch };
  if (file.size <= 0) return { problem: RESOURCE_MESSAGES.emptyFile };
  if (file.size > RESOURCE_MAX_BYTES) return { problem: RESOURCE_MESSAGES.tooLarge };
  return { contentType };
}

/** Why Upload cannot go ahead, or null: the spec's message for a missing title or file first. */
export function uploadProblem(form: Pick<UploadForm, 'title'>, file: { name: string; type: string; size: number } | null): string | null {
  if (!form.title.trim() || !file) return RESOURCE_MESSAGES.missing;
  if (form.title.trim().length > RESOURCE_TITLE_MAX) return TITLE_TOO_LONG;
  const checked = fileCheck(file);
  return 'problem' in checked ? checked.problem : null;
}

/** A percentage for the progress bar from an upload's progress event. */
export const percentOf = (loaded: number, total: number): number => (total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0);

/** How the preview shows a file: in a frame (PDF) or as text. */
export const previewKind = (contentType: string): 'pdf' | 'text' => (contentType.toLowerCase().startsWith('application/pdf') ? 'pdf' : 'text');
