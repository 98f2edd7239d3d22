// The Schedule dialog's image: none, or one from the creative studio's gallery (the post's own
// image chosen first), shown small with its alt text, and a way to make one for the post.
import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import Link from '@cloudscape-design/components/link';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate } from 'react-router-dom';
import type { StudioImageView } from '#contracts/studio';
import { paths } from '../../app/routing/paths.ts';
import { useGallery } from '../../queries/studio.ts';
import { appHref } from '../../app/workspace.ts';

const LABEL = 'Image';
const HINT = 'From your Creative studio gallery. Instagram and TikTok need one.';
const NONE = 'No image';
const LOADING = 'Loading your images…';
const FAILED = 'Could not load your images';
const CREATE = 'Create an image for this post';
const ALT = (text: string) => `Alt text: ${text}`;

const NONE_OPTION: SelectProps.Option = { value: '', label: NONE };
const optionOf = (image: StudioImageView): SelectProps.Option => ({ value: image.id, label: image.title, description: `${image.width} × ${image.height}` });

interface Props {
  imageId: string | null;
  onChange: (image: StudioImageView | null) => void;
  /** The draft the post comes from: "Create an image" opens the studio for it. */
  itemId?: string | undefined;
  onLeave: () => void;
  disabled: boolean;
}

export function ImageField({ imageId, onChange, itemId, onLeave, disabled }: Props) {
  const navigate = useNavigate();
  const gallery = useGallery();
  const images = gallery.data?.pages.flatMap((page) => page.images) ?? [];
  const chosen = images.find((image) => image.id === imageId) ?? null;
  const studio = paths.studio(itemId);
  return (
    <FormField label={LABEL} description={HINT} stretch>
      <SpaceBetween size="xs">
        <Select
          selectedOption={chosen ? optionOf(chosen) : NONE_OPTION}
          options={[NONE_OPTION, ...images.map(optionOf)]}
          statusType={gallery.isPending ? 'loading' : gallery.isError ? 'error' : 'finished'}
          loadingText={LOADING}
          errorText={FAILED}
          disabled={disabled}
          onChange={({ detail }) => onChange(images.find((image) => image.id === detail.selectedOption.value) ?? null)}
        />
        {chosen && (
          <SpaceBetween size="xxs" direction="horizontal" alignItems="center">
            <img src={chosen.url} alt={chosen.altText || chosen.title} style={{ maxWidth: 96, maxHeight: 96, height: 'auto' }} />
            {chosen.altText && <Box color="text-body-secondary">{ALT(chosen.altText)}</Box>}
          </SpaceBetween>
        )}
        <Link
          href={appHref(studio)}
          onFollow={(event) => {
            event.preventDefault();
            onLeave();
            void navigate(studio);
          }}
        >
          {CREATE}
        </Link>
      </SpaceBetween>
    </FormField>
  );
}
