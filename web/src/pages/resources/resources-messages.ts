// What the Resources Vault says: the spec's words where it words them (spec 02 §2.3, §5, §8
// Resources; kept in the contract beside the server's messages), and Markk's own where it is
// silent (labels, sort names, preview, delete).
import { RESOURCE_MESSAGES } from '#contracts/resources';

export const PAGE_TITLE = RESOURCE_MESSAGES.title;
export const SUBTITLE = RESOURCE_MESSAGES.subtitle;

export const SEARCH_LABEL = 'Search resources';
export const SEARCH_PLACEHOLDER = 'Search resources...';
export const CATEGORY_LABEL = 'Category';
export const ALL_CATEGORIES = 'All Categories';
export const SORT_LABEL = 'Sort by';
export const BOOKMARKED_FILTER = 'Bookmarked';
export const FILTERS_LABEL = 'Filter resources';
/** The sort select's options (spec 02 §9: recent — the default —, downloads, featured). */
export const SORT_NAMES = { recent: 'Most Recent', downloads: 'Most Downloaded', featured: 'Featured' } as const;

export const NO_RESOURCES = RESOURCE_MESSAGES.emptyTitle;
export const NO_MATCHES_HINT = RESOURCE_MESSAGES.emptyFiltered;
export const NOTHING_UPLOADED_HINT = RESOURCE_MESSAGES.emptyNothing;
export const CLEAR_FILTERS = 'Clear filters';
export const LOAD_MORE = 'Load more';
export const LOADING = 'Loading resources';
export const LOAD_FAILED = 'Failed to load resources';
export const RESOURCES_LIST = 'Resources';

export const FEATURED = 'Featured';
export const DOWNLOAD = 'Download';
export const PREVIEW = 'Preview';
export const BOOKMARK = 'Bookmark';
export const DELETE = 'Delete';
export const TAGS_LABEL = 'Tags';
export const moreTags = (n: number) => `+${n} more`;
export const downloadsText = (n: number) => `${n} ${n === 1 ? 'download' : 'downloads'}`;
export const bookmarkLabel = (title: string) => `Bookmark ${title}`;
export const downloadLabel = (title: string) => `Download ${title}`;
export const previewLabel = (title: string) => `Preview ${title}`;
export const deleteLabel = (title: string) => `Delete ${title}`;

export const UPLOAD_RESOURCE = RESOURCE_MESSAGES.uploadButton;
export const UPLOAD = 'Upload';
export const UPLOADING = 'Uploading...';
export const TITLE = 'Title';
export const DESCRIPTION = 'Description';
export const CATEGORY = 'Category';
export const TAGS = 'Tags';
export const TAGS_HINT = 'Separate tags with commas, e.g. email, launch, checklist';
export const FEATURED_CHECKBOX = 'Feature this resource';
export const FEATURED_HINT = 'Featured resources are listed first.';
export const FILE = 'File';
export const CHOOSE_FILE = 'Choose file';
export const UPLOAD_PROGRESS = 'Upload progress';

export const DELETE_HEADER = 'Delete resource';
export const deleteQuestion = (title: string) => `Delete “${title}”? Its file is removed too, and this cannot be undone.`;

export const PREVIEW_LOADING = 'Loading preview';
export const PREVIEW_FAILED = 'The preview could not be loaded.';
export const CLOSE = 'Close';
export const previewTitle = (title: string) => `Preview of ${title}`;

/** Toasts: spec 02 §8 Resources words the successes; a failure shows the server's message. */
export const UPLOADED = RESOURCE_MESSAGES.uploaded;
export const DELETED = RESOURCE_MESSAGES.deleted;
export const UPLOAD_FAILED = 'Upload failed';
export const DELETE_FAILED = 'Delete failed';
export const BOOKMARK_FAILED = 'Bookmark failed';
export const DOWNLOAD_FAILED = 'Download failed';
export const ERROR = 'Error';
