// The photos of a template that shows them (product, before/after): upload a JPEG, PNG or WebP (up to
// 10 MB, checked on the device first and by its bytes on the server), then choose the point the
// crop keeps in view.
import Alert from '@cloudscape-design/components/alert';
import Container from '@cloudscape-design/components/container';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Slider from '@cloudscape-design/components/slider';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';
import { PHOTO_MAX_BYTES, PHOTO_TYPES, type ImageDesign } from '#contracts/studio';
import { errorMessage } from '../../app/errors.ts';
import { useUploadPhoto } from '../../queries/studio.ts';

type Photo = NonNullable<ImageDesign['photos']>[number];

const HEADING = 'Photos';
const PHOTO_LABEL = (n: number, of: number) => (of === 1 ? 'Photo' : n === 1 ? 'Before photo' : 'After photo');
const CHOOSE = 'Choose a photo';
const HINT = 'JPEG, PNG or WebP, up to 10 MB. Without one, a background in your brand colours is drawn.';
const TOO_BIG = 'A photo can be up to 10 MB: choose a smaller one.';
const WRONG_TYPE = 'Photos must be JPEG, PNG or WebP images.';
const UPLOADING = 'Uploading the photo…';
const UPLOADED = 'Photo uploaded';
const ACROSS = 'Keep in view: across';
const DOWN = 'Keep in view: down';
const UPLOAD_FAILED = 'The photo was not uploaded';

interface Props {
  count: number;
  photos: Photo[];
  onChange: (photos: Photo[]) => void;
}

export function PhotoFields({ count, photos, onChange }: Props) {
  const upload = useUploadPhoto();
  const [files, setFiles] = useState<File[][]>(() => Array.from({ length: count }, () => []));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  // Each photo names its box, so an "after" photo alone stays in the "after" box.
  const inBox = (i: number): Photo | undefined => photos.find((p, j) => (p.slot ?? j) === i);
  const setPhoto = (i: number, photo: Photo | null) => {
    const next: Photo[] = [];
    for (let j = 0; j < count; j++) {
      const p = j === i ? photo : (inBox(j) ?? null);
      if (p) next.push({ ...p, slot: j });
    }
    onChange(next);
  };

  const choose = (i: number, chosen: File[]) => {
    setFiles((all) => all.map((f, j) => (j === i ? chosen : f)));
    setProblem(null);
    const file = chosen[0];
    if (!file) return setPhoto(i, null);
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return setProblem(WRONG_TYPE);
    if (file.size > PHOTO_MAX_BYTES) return setProblem(TOO_BIG);
    setBusy(i);
    upload.mutate(file, {
      onSuccess: (photoId) => setPhoto(i, { photoId, focalX: 0.5, focalY: 0.5 }),
      onError: (error) => setProblem(`${UPLOAD_FAILED}: ${errorMessage(error)}`),
      onSettled: () => setBusy(null),
    });
  };

  return (
    <Container header={<Header variant="h2">{HEADING}</Header>}>
      <SpaceBetween size="m">
        {Array.from({ length: count }, (_, i) => {
          const photo = inBox(i);
          return (
            <SpaceBetween key={i} size="xs">
              <FormField label={PHOTO_LABEL(i + 1, count)} description={HINT}>
                <FileUpload
                  value={files[i] ?? []}
                  onChange={({ detail }) => choose(i, detail.value)}
                  accept={PHOTO_TYPES.join(',')}
                  i18nStrings={{
                    uploadButtonText: () => CHOOSE,
                    dropzoneText: () => CHOOSE,
                    removeFileAriaLabel: () => 'Remove photo',
                    limitShowFewer: 'Show fewer',
                    limitShowMore: 'Show more',
                    errorIconAriaLabel: 'Error',
                  }}
                  showFileSize
                />
              </FormField>
              {busy === i && <StatusIndicator type="loading">{UPLOADING}</StatusIndicator>}
              {photo && busy !== i && <StatusIndicator type="success">{UPLOADED}</StatusIndicator>}
              {photo && (
                <>
                  <FormField label={ACROSS}>
                    <Slider
                      ariaLabel={`${ACROSS} (${PHOTO_LABEL(i + 1, count)})`}
                      min={0}
                      max={100}
                      value={Math.round((photo.focalX ?? 0.5) * 100)}
                      onChange={({ detail }) => setPhoto(i, { ...photo, focalX: detail.value / 100 })}
                    />
                  </FormField>
                  <FormField label={DOWN}>
                    <Slider
                      ariaLabel={`${DOWN} (${PHOTO_LABEL(i + 1, count)})`}
                      min={0}
                      max={100}
                      value={Math.round((photo.focalY ?? 0.5) * 100)}
                      onChange={({ detail }) => setPhoto(i, { ...photo, focalY: detail.value / 100 })}
                    />
                  </FormField>
                </>
              )}
            </SpaceBetween>
          );
        })}
        {problem && <Alert type="error">{problem}</Alert>}
      </SpaceBetween>
    </Container>
  );
}
