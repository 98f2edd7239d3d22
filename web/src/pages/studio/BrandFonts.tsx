// The brand's own fonts (Premium): one for headings and one for text, each a TTF, OTF or WOFF
// file of up to 5 MB, checked on the device first (type by name, size) and by its bytes on the
// server. Without one a slot draws in the brand tone's font. On Growth the panel says it is
// Premium, with Upgrade.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';
import { FONT_EXTENSIONS, FONT_MAX_BYTES, FONT_MESSAGES, FONT_SLOTS, type BrandFontsResponse, type FontSlot } from '#contracts/studio-fonts';
import { errorMessage } from '../../app/errors.ts';
import { LoadError } from '../../components/common/states.tsx';
import { UpgradeButton } from '../../components/common/upgrade.tsx';
import { useBrandFonts, useRemoveBrandFont, useUploadBrandFont } from '../../queries/studio-fonts.ts';

const HEADING = 'Brand fonts';
const DESCRIPTION = 'Your own fonts for headings and text. Characters a font lacks (emoji, other alphabets) are drawn in your brand tone’s font.';
const PREMIUM_NOTE = 'Drawing images in your brand’s own fonts (TTF, OTF or WOFF) is part of Premium.';
const SLOT_LABEL: Record<FontSlot, string> = { heading: 'Headings', body: 'Text' };
const HINT = 'TTF, OTF or WOFF, up to 5 MB.';
const CHOOSE = 'Upload a font';
const REMOVE = 'Remove';
const LOADING = 'Loading your fonts…';
const LOAD_FAILED = 'Your brand fonts did not load';
const UPLOADING = 'Uploading and checking the font…';
const UPLOAD_FAILED = 'The font was not set';
const REMOVE_FAILED = 'The font was not removed';

const toneLabel = (fonts: BrandFontsResponse, slot: FontSlot) =>
  fonts.toneFonts ? `Your brand’s tone font (${fonts.toneFonts[slot]})` : 'Your brand’s tone font';

/** What is wrong with a chosen file before it is sent, or null. */
function problemOf(file: File): string | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.woff2')) return FONT_MESSAGES.woff2;
  if (!FONT_EXTENSIONS.some((ext) => name.endsWith(ext))) return FONT_MESSAGES.notFont;
  if (file.size > FONT_MAX_BYTES) return FONT_MESSAGES.tooBig;
  return null;
}

function Slot({ slot, fonts }: { slot: FontSlot; fonts: BrandFontsResponse }) {
  const upload = useUploadBrandFont();
  const remove = useRemoveBrandFont();
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const current = fonts[slot];

  const choose = (chosen: File[]) => {
    setFiles(chosen);
    setProblem(null);
    const file = chosen[0];
    if (!file) return;
    const wrong = problemOf(file);
    if (wrong) return setProblem(wrong);
    upload.mutate(
      { slot, file },
      {
        onSuccess: () => setFiles([]),
        onError: (error) => setProblem(`${UPLOAD_FAILED}: ${errorMessage(error)}`),
      },
    );
  };
  const onRemove = () => {
    setProblem(null);
    remove.mutate(slot, { onError: (error) => setProblem(`${REMOVE_FAILED}: ${errorMessage(error)}`) });
  };

  return (
    <SpaceBetween size="xs">
      <FormField label={SLOT_LABEL[slot]} description={HINT}>
        <SpaceBetween size="xs">
          <Box data-testid={`brand-font-${slot}`}>{current ? current.fileName : toneLabel(fonts, slot)}</Box>
          <FileUpload
            value={files}
            onChange={({ detail }) => choose(detail.value)}
            accept={FONT_EXTENSIONS.join(',')}
            i18nStrings={{
              uploadButtonText: () => CHOOSE,
              dropzoneText: () => CHOOSE,
              removeFileAriaLabel: () => 'Remove file',
              limitShowFewer: 'Show fewer',
              limitShowMore: 'Show more',
              errorIconAriaLabel: 'Error',
            }}
          />
          {current && (
            <Button onClick={onRemove} loading={remove.isPending} ariaLabel={`${REMOVE} the ${SLOT_LABEL[slot].toLowerCase()} font`}>
              {REMOVE}
            </Button>
          )}
        </SpaceBetween>
      </FormField>
      {upload.isPending && <StatusIndicator type="loading">{UPLOADING}</StatusIndicator>}
      {problem && <Alert type="error">{problem}</Alert>}
    </SpaceBetween>
  );
}

export function BrandFonts() {
  const fonts = useBrandFonts();
  const header = (
    <Header variant="h2" description={DESCRIPTION}>
      {HEADING}
    </Header>
  );
  if (fonts.isPending)
    return (
      <Container header={header}>
        <StatusIndicator type="loading">{LOADING}</StatusIndicator>
      </Container>
    );
  if (fonts.isError)
    return (
      <Container header={header}>
        <LoadError header={LOAD_FAILED} message={errorMessage(fonts.error)} onRetry={() => void fonts.refetch()} retrying={fonts.isFetching} />
      </Container>
    );
  if (!fonts.data.premium)
    return (
      <Container header={header}>
        <Alert type="info" action={<UpgradeButton />}>
          {PREMIUM_NOTE}
        </Alert>
      </Container>
    );
  return (
    <Container header={header}>
      <ColumnLayout columns={2}>
        {FONT_SLOTS.map((slot) => (
          <Slot key={slot} slot={slot} fonts={fonts.data} />
        ))}
      </ColumnLayout>
    </Container>
  );
}
