// The live preview: the design drawn by the server a moment after the last keystroke, the last
// picture kept on screen while the next is drawn; the carousel's slides; the saved image's downloads.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useEffect, useState } from 'react';
import type { ImageDesign, StudioImageView } from '#contracts/studio';
import { errorMessage } from '../../app/errors.ts';
import { useStudioPreview } from '../../queries/studio.ts';
import { DownloadButtons } from './DownloadButtons.tsx';

/** How long typing may pause before the preview is drawn again. */
const DEBOUNCE_MS = 250;
const DRAWING = 'Drawing your image…';
const PREVIEW_FAILED = 'The preview could not be drawn';
const PREVIEW_ALT = 'Preview of your image';
const PREVIOUS = 'Previous slide';
const NEXT = 'Next slide';
const SAVED_AS = 'Saved. Download it:';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

interface Props {
  design: ImageDesign | null;
  altText: string;
  lastSaved: StudioImageView | null;
  onSlide: (slide: number) => void;
}

export function Preview({ design, altText, lastSaved, onSlide }: Props) {
  const debounced = useDebounced(design, DEBOUNCE_MS);
  const preview = useStudioPreview(debounced);
  const slide = design?.slide ?? 0;
  const slides = preview.data?.slides ?? 1;
  const stale = preview.isFetching || debounced !== design;

  return (
    <SpaceBetween size="s">
      <div className="studio-preview" aria-busy={stale}>
        {preview.data && <img src={preview.data.dataUrl} alt={altText || PREVIEW_ALT} width={preview.data.width} height={preview.data.height} />}
      </div>
      <div aria-live="polite">{stale ? <StatusIndicator type="loading">{DRAWING}</StatusIndicator> : null}</div>
      {preview.data?.notes.map((note) => (
        <Alert key={note} type="info">
          {note}
        </Alert>
      ))}
      {preview.isError && !stale && (
        <Alert type="error" header={PREVIEW_FAILED}>
          {errorMessage(preview.error)}
        </Alert>
      )}
      {slides > 1 && (
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <Button iconName="angle-left" ariaLabel={PREVIOUS} disabled={slide === 0} onClick={() => onSlide(slide - 1)} />
          <Box>{`Slide ${slide + 1} of ${slides}`}</Box>
          <Button iconName="angle-right" ariaLabel={NEXT} disabled={slide >= slides - 1} onClick={() => onSlide(slide + 1)} />
        </SpaceBetween>
      )}
      {lastSaved && (
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <Box>{SAVED_AS}</Box>
          <DownloadButtons image={lastSaved} />
        </SpaceBetween>
      )}
    </SpaceBetween>
  );
}
