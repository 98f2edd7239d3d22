// /studio: pick a template and a size, write the words, see the image in the brand kit as you
// type (rendered on the server, the same code as the saved image), save it to the gallery and
// download it. Opened from a post ("Create image", ?item=…), it starts from the post's hook and
// the template that fits it, and the saved image is attached to that post. "Campaign
// (optional)" saves the image into one of the owner's campaigns (?campaign=… chooses it).
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ImageDesign, StudioImageView, TemplateView } from '#contracts/studio';
import { errorMessage } from '../../app/errors.ts';
import { paths } from '../../app/routing/paths.ts';
import { useRouteTitle } from '../../app/routing/app-route.ts';
import { usePageTitle } from '../../app/routing/use-page-title.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { CampaignSelect } from '../../components/campaigns/CampaignSelect.tsx';
import { LoadError } from '../../components/common/states.tsx';
import { UpgradeButton } from '../../components/common/upgrade.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { useSaveImage, useStudioSuggestion, useStudioTemplates } from '../../queries/studio.ts';
import { BrandFonts } from './BrandFonts.tsx';
import { DesignForm } from './DesignForm.tsx';
import { Gallery } from './Gallery.tsx';
import { Preview } from './Preview.tsx';
import { startingDesign, type Draft } from './design.ts';
import './studio.css';
import { appHref } from '../../app/workspace.ts';

const DESCRIPTION = 'On-brand images in your colours, logo and fonts: pick a template and a size, write the words, save.';
const LOAD_FAILED = 'Failed to load the studio';
const WATERMARK_NOTE = 'Images on the Growth plan carry a small “Made with Markk” mark. Premium removes it and adds the carousel template.';
const SAVE = 'Save to gallery';
const SAVED = 'Saved to your gallery';
const SAVED_FOR_POST = 'Saved to your gallery and added to your post';
const ALREADY = 'This image is already in your gallery';
const SLIDES_SAVED = (n: number) => `Saved ${n} slides to your gallery`;
const SLIDES_SAVED_FOR_POST = (n: number) => `Saved ${n} slides to your gallery; the first is added to your post`;
const SLIDES_ALREADY = 'These slides are already in your gallery';

/** What Save says: one image or a carousel's slides, new or already there, for a post or not. */
function savedMessage(images: number, created: boolean, forPost: boolean): string {
  if (!created) return images > 1 ? SLIDES_ALREADY : ALREADY;
  if (images > 1) return forPost ? SLIDES_SAVED_FOR_POST(images) : SLIDES_SAVED(images);
  return forPost ? SAVED_FOR_POST : SAVED;
}
const SAVE_FAILED = 'The image was not saved';
const FOR_POST = 'Making an image for your post';
const BACK_TO_POST = 'Back to the post';
const CAMPAIGN = 'Campaign (optional)';
const CAMPAIGN_HINT = 'Saved images go into this campaign and show on its page.';
const NO_CAMPAIGN = 'No campaign';

export default function StudioPage() {
  const title = useRouteTitle();
  usePageTitle(title);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const inApp = (href: string) => (event: CustomEvent) => {
    event.preventDefault();
    void navigate(href);
  };
  const itemId = search.get('item');
  const templates = useStudioTemplates();
  const suggestion = useStudioSuggestion(itemId);
  const save = useSaveImage();
  const { toast } = useToast();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [lastSaved, setLastSaved] = useState<StudioImageView | null>(null);
  const [campaignId, setCampaignId] = useState<string | null>(search.get('campaign'));
  const filled = useRef<string | null>(null);

  // The design starts once the templates (and, for a post, its suggestion) are in.
  const ready = templates.data && (!itemId || suggestion.data || suggestion.isError);
  useEffect(() => {
    if (!ready || !templates.data) return;
    const key = itemId ?? '';
    if (filled.current === key) return;
    filled.current = key;
    setDraft(startingDesign(templates.data.templates, itemId ? suggestion.data : undefined));
  }, [ready, itemId, templates.data, suggestion.data]);

  if (templates.isPending) return <PageSpinner />;
  if (templates.isError)
    return <LoadError header={LOAD_FAILED} message={errorMessage(templates.error)} onRetry={() => void templates.refetch()} retrying={templates.isFetching} />;

  const { templates: list, sizes, watermark, premium } = templates.data;
  const template: TemplateView | undefined = draft ? list.find((t) => t.id === draft.design.template) : undefined;

  const onSave = () => {
    if (!draft || save.isPending) return;
    save.mutate(
      { design: draft.design, altText: draft.altText, ...(itemId ? { itemId } : {}), ...(campaignId ? { campaignId } : {}) },
      {
        onSuccess: ({ image, slides, created }) => {
          setLastSaved(image);
          toast({ variant: 'success', title: savedMessage(slides.length, created, Boolean(itemId)) });
        },
        onError: (error) => toast({ variant: 'destructive', title: SAVE_FAILED, description: errorMessage(error) }),
      },
    );
  };

  const design: ImageDesign | null = draft?.design ?? null;
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={DESCRIPTION}>
          {title}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {watermark && (
          <Alert type="info" action={<UpgradeButton />}>
            {WATERMARK_NOTE}
          </Alert>
        )}
        {itemId && (
          <Alert type="info">
            {FOR_POST}.{' '}
            <Link href={appHref(paths.contentItem(itemId))} onFollow={inApp(paths.contentItem(itemId))}>
              {BACK_TO_POST}
            </Link>
          </Alert>
        )}
        {draft && template && (
          <ColumnLayout columns={2} borders="vertical">
            <DesignForm templates={list} sizes={sizes} premium={premium} draft={draft} onChange={setDraft} />
            <Container
              header={
                <Header
                  variant="h2"
                  actions={
                    <Button variant="primary" loading={save.isPending} onClick={onSave}>
                      {SAVE}
                    </Button>
                  }
                >
                  Preview
                </Header>
              }
            >
              <SpaceBetween size="m">
                <Preview
                  design={design}
                  altText={draft.altText}
                  lastSaved={lastSaved}
                  onSlide={(slide) => setDraft({ ...draft, design: { ...draft.design, slide } })}
                />
                <CampaignSelect value={campaignId} onChange={setCampaignId} noneLabel={NO_CAMPAIGN} label={CAMPAIGN} description={CAMPAIGN_HINT} />
              </SpaceBetween>
            </Container>
          </ColumnLayout>
        )}
        <BrandFonts />
        <Gallery onOpen={(image) => setDraft({ design: image.design, altText: image.altText })} />
      </SpaceBetween>
    </ContentLayout>
  );
}
