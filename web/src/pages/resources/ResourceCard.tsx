// One resource in the vault's grid (spec 02 §2.3): the featured mark, its category, title,
// description, at most 3 tags plus "+N more", file type, size and download count, and its
// actions — Download, Preview (text and PDF), the bookmark toggle, and Delete for admins.
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Icon from '@cloudscape-design/components/icon';
import Skeleton from '@cloudscape-design/components/skeleton';
import SpaceBetween from '@cloudscape-design/components/space-between';
import ToggleButton from '@cloudscape-design/components/toggle-button';
import { CATEGORY_LABELS, formatFileSize } from '#contracts/resources';
import type { ResourceView } from '../../queries/resources.ts';
import { fileTypeLabel, visibleTags } from './resources-logic.ts';
import {
  BOOKMARK,
  bookmarkLabel,
  deleteLabel,
  DOWNLOAD,
  downloadLabel,
  downloadsText,
  FEATURED,
  moreTags,
  PREVIEW,
  previewLabel,
  TAGS_LABEL,
} from './resources-messages.ts';

export type ResourceCardProps = {
  resource: ResourceView;
  isAdmin: boolean;
  downloading: boolean;
  onDownload: (resource: ResourceView) => void;
  onPreview: (resource: ResourceView) => void;
  onBookmark: (resource: ResourceView) => void;
  onDelete: (resource: ResourceView) => void;
};

export function ResourceCard({ resource, isAdmin, downloading, onDownload, onPreview, onBookmark, onDelete }: ResourceCardProps) {
  const { shown, more } = visibleTags(resource.tags);
  const titleId = `resource-${resource.id}`;
  return (
    <article className="markk-resources__card" data-testid="resource-card" aria-labelledby={titleId}>
      <Container fitHeight>
        <div className="markk-resources__card-body">
          <SpaceBetween size="xs">
            <div className="markk-resources__row">
              <Badge color="grey">{CATEGORY_LABELS[resource.category]}</Badge>
              {resource.isFeatured ? (
                <span className="markk-resources__featured" data-testid="resource-featured">
                  <Icon name="star-filled" variant="warning" />{' '}
                  <Box variant="small" display="inline" fontWeight="bold">
                    {FEATURED}
                  </Box>
                </span>
              ) : null}
            </div>
            <h3 className="markk-resources__title" id={titleId}>
              {resource.title}
            </h3>
            {resource.description ? (
              <Box color="text-body-secondary">
                <span className="markk-resources__description">{resource.description}</span>
              </Box>
            ) : null}
            {shown.length > 0 ? (
              <ul className="markk-resources__tags" aria-label={TAGS_LABEL}>
                {shown.map((tag) => (
                  <li key={tag}>
                    <Badge color="blue">{tag}</Badge>
                  </li>
                ))}
                {more > 0 ? (
                  <li>
                    <Box variant="small" color="text-body-secondary" display="inline">
                      <span data-testid="resource-more-tags">{moreTags(more)}</span>
                    </Box>
                  </li>
                ) : null}
              </ul>
            ) : null}
            <Box variant="small" color="text-body-secondary">
              <span className="markk-resources__meta">
                <span data-testid="resource-type">{fileTypeLabel(resource.fileType)}</span>
                <span aria-hidden="true">·</span>
                <span data-testid="resource-size">{formatFileSize(resource.fileSize)}</span>
                <span aria-hidden="true">·</span>
                <span data-testid="resource-downloads">{downloadsText(resource.downloadCount)}</span>
              </span>
            </Box>
          </SpaceBetween>
          <div className="markk-resources__actions">
            <Button variant="primary" iconName="download" ariaLabel={downloadLabel(resource.title)} loading={downloading} onClick={() => onDownload(resource)}>
              {DOWNLOAD}
            </Button>
            {resource.canPreview ? (
              <Button iconName="file-open" ariaLabel={previewLabel(resource.title)} onClick={() => onPreview(resource)}>
                {PREVIEW}
              </Button>
            ) : null}
            <ToggleButton
              iconName="heart"
              pressedIconName="heart-filled"
              pressed={resource.bookmarked}
              ariaLabel={bookmarkLabel(resource.title)}
              onChange={() => onBookmark(resource)}
              data-testid="resource-bookmark"
            >
              {BOOKMARK}
            </ToggleButton>
            {isAdmin ? (
              <Button
                iconName="remove"
                variant="icon"
                ariaLabel={deleteLabel(resource.title)}
                onClick={() => onDelete(resource)}
                data-testid="resource-delete"
              />
            ) : null}
          </div>
        </div>
      </Container>
    </article>
  );
}

/** A card's shape while the list loads (six of them, spec 02 §2.3). */
export function ResourceCardSkeleton() {
  return (
    <Container fitHeight>
      <SpaceBetween size="xs">
        <Skeleton variant="text-body-s" width="35%" />
        <Skeleton variant="text-heading-m" width="80%" />
        <Skeleton variant="text-body-m" width="95%" />
        <Skeleton variant="text-body-m" width="60%" />
        <Skeleton variant="text-body-s" width="50%" />
      </SpaceBetween>
    </Container>
  );
}
