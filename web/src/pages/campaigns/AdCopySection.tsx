// A campaign's ad copy (Premium): "Generate ad copy" writes a Google responsive search ad, a
// Meta ad and keyword ideas from the brand kit and the campaign; every field is editable and
// shows its count against its limit, a problem is named under its field before saving, and
// "Download CSV" saves the Google ad in Google Ads Editor's columns. Writing again replaces the
// set (after a confirmation when it was edited).
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useState, type FormEvent } from 'react';
import type * as z from 'zod';
import {
  AdField,
  AdSet,
  adSetProblem,
  GOOGLE_DESCRIPTION_MAX,
  GOOGLE_DESCRIPTIONS_MAX,
  GOOGLE_DESCRIPTIONS_MIN,
  GOOGLE_HEADLINE_MAX,
  GOOGLE_HEADLINES_MAX,
  GOOGLE_HEADLINES_MIN,
  GOOGLE_PATH_MAX,
  KEYWORDS_MAX,
  META_CTAS,
  META_DESCRIPTION_MAX,
  META_HEADLINE_MAX,
  META_PRIMARY_TEXT_MAX,
  META_PRIMARY_TEXT_VISIBLE,
  type AdCopy,
  type MetaCta,
} from '#contracts/ad-copy';
import { errorMessage } from '../../app/errors.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { LoadError } from '../../components/common/states.tsx';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog.tsx';
import { downloadText } from '../../lib/download.ts';
import { newRequestId } from '../../lib/request-id.ts';
import { useAdCopy, useExportAdCopy, useGenerateAdCopy, useUpdateAdCopy } from '../../queries/ad-copy.ts';

const HEADING = 'Ad copy';
const HINT = 'A Google responsive search ad and a Meta ad for this campaign, written from your brand kit.';
const LOADING = 'Loading the ad copy…';
const LOAD_FAILED = 'The ad copy could not be loaded';
const NONE_YET = 'No ad copy yet. Markk writes the headlines, descriptions and keyword ideas from your brand kit and this campaign.';
const GENERATE = 'Generate ad copy';
const GENERATING = 'Writing your ads…';
const GENERATED = 'Ad copy written';
const REGENERATE = 'Write new ad copy';
const REGENERATE_HEADER = 'Replace this ad copy?';
const REGENERATE_TEXT = 'Markk writes a new set, and your edits to this one are replaced.';
const SAVE = 'Save ad copy';
const SAVED = 'Ad copy saved';
const DOWNLOAD = 'Download CSV for Google Ads Editor';
const CHECK_OFFERS = 'Check the offers and prices before you publish: Markk suggests them from what businesses like yours offer, not from your own price list.';
const GOOGLE = 'Google responsive search ad';
const META = 'Meta ad (Facebook and Instagram)';
const ADD_HEADLINE = 'Add headline';
const ADD_DESCRIPTION = 'Add description';
const REMOVE = 'Remove';
const KEYWORDS = 'Keyword ideas';
const KEYWORDS_HINT = `One per line, at most ${KEYWORDS_MAX}.`;
const FINAL_URL = 'Final URL';
const FINAL_URL_HINT = 'The page the ads open; the campaign’s landing link to start with.';
const CTA = 'Call to action';

type Draft = {
  headlines: string[];
  descriptions: string[];
  path1: string;
  path2: string;
  primaryText: string;
  metaHeadline: string;
  metaDescription: string;
  callToAction: MetaCta;
  keywords: string;
  finalUrl: string;
};

const draftOf = (set: AdCopy): Draft => ({
  headlines: set.google.headlines,
  descriptions: set.google.descriptions,
  path1: set.google.path1,
  path2: set.google.path2,
  primaryText: set.meta.primaryText,
  metaHeadline: set.meta.headline,
  metaDescription: set.meta.description,
  callToAction: set.meta.callToAction,
  keywords: set.keywords.join('\n'),
  finalUrl: set.finalUrl ?? '',
});

const bodyOf = (draft: Draft) => ({
  google: { headlines: draft.headlines, descriptions: draft.descriptions, path1: draft.path1, path2: draft.path2 },
  meta: { primaryText: draft.primaryText, headline: draft.metaHeadline, description: draft.metaDescription, callToAction: draft.callToAction },
  keywords: draft.keywords
    .split('\n')
    .map((k) => k.trim())
    .filter(Boolean),
  finalUrl: draft.finalUrl.trim() || null,
});

/** A field's own problem (its limit, one line, no formula start), or undefined. */
const problemOf = (schema: z.ZodType, value: string) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

const count = (value: string, max: number) => `${value.length} / ${max}`;
const CTA_OPTIONS = META_CTAS.map((cta) => ({ value: cta.value, label: cta.label }));

function AdCopyForm({ campaignId, set }: { campaignId: string; set: AdCopy }) {
  const [draft, setDraft] = useState(() => draftOf(set));
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateAdCopy(campaignId);
  const { toast } = useToast();
  const edit = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setFailure(null);
    setDraft((d) => ({ ...d, [key]: value }));
  };
  const editAt = (key: 'headlines' | 'descriptions', i: number, value: string) =>
    edit(
      key,
      draft[key].map((text, j) => (j === i ? value : text)),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const body = bodyOf(draft);
    const parsed = AdSet.safeParse(body);
    const problem = parsed.success ? adSetProblem(parsed.data) : parsed.error.issues[0]?.message;
    if (problem) {
      setFailure(problem);
      return;
    }
    update.mutate(body, {
      onSuccess: (saved) => {
        setDraft(draftOf(saved));
        toast({ title: SAVED, variant: 'success' });
      },
      onError: (error) => setFailure(errorMessage(error)),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Form
        errorText={failure}
        actions={
          <Button variant="primary" formAction="submit" loading={update.isPending}>
            {SAVE}
          </Button>
        }
      >
        <SpaceBetween size="l">
          <Container header={<Header variant="h3">{GOOGLE}</Header>}>
            <SpaceBetween size="m">
              <ColumnLayout columns={2}>
                {draft.headlines.map((text, i) => (
                  <FormField
                    key={i}
                    label={`Headline ${i + 1}`}
                    constraintText={count(text, GOOGLE_HEADLINE_MAX)}
                    errorText={problemOf(AdField.googleHeadline, text)}
                    secondaryControl={
                      draft.headlines.length > GOOGLE_HEADLINES_MIN && (
                        <Button
                          variant="icon"
                          iconName="remove"
                          ariaLabel={`${REMOVE} headline ${i + 1}`}
                          onClick={() =>
                            edit(
                              'headlines',
                              draft.headlines.filter((_, j) => j !== i),
                            )
                          }
                        />
                      )
                    }
                  >
                    <Input value={text} onChange={({ detail }) => editAt('headlines', i, detail.value)} />
                  </FormField>
                ))}
              </ColumnLayout>
              {draft.headlines.length < GOOGLE_HEADLINES_MAX && <Button onClick={() => edit('headlines', [...draft.headlines, ''])}>{ADD_HEADLINE}</Button>}
              {draft.descriptions.map((text, i) => (
                <FormField
                  key={i}
                  label={`Description ${i + 1}`}
                  constraintText={count(text, GOOGLE_DESCRIPTION_MAX)}
                  errorText={problemOf(AdField.googleDescription, text)}
                  stretch
                  secondaryControl={
                    draft.descriptions.length > GOOGLE_DESCRIPTIONS_MIN && (
                      <Button
                        variant="icon"
                        iconName="remove"
                        ariaLabel={`${REMOVE} description ${i + 1}`}
                        onClick={() =>
                          edit(
                            'descriptions',
                            draft.descriptions.filter((_, j) => j !== i),
                          )
                        }
                      />
                    )
                  }
                >
                  <Input value={text} onChange={({ detail }) => editAt('descriptions', i, detail.value)} />
                </FormField>
              ))}
              {draft.descriptions.length < GOOGLE_DESCRIPTIONS_MAX && (
                <Button onClick={() => edit('descriptions', [...draft.descriptions, ''])}>{ADD_DESCRIPTION}</Button>
              )}
              <ColumnLayout columns={2}>
                <FormField label="Display path 1" constraintText={count(draft.path1, GOOGLE_PATH_MAX)} errorText={problemOf(AdField.googlePath, draft.path1)}>
                  <Input value={draft.path1} onChange={({ detail }) => edit('path1', detail.value)} />
                </FormField>
                <FormField label="Display path 2" constraintText={count(draft.path2, GOOGLE_PATH_MAX)} errorText={problemOf(AdField.googlePath, draft.path2)}>
                  <Input value={draft.path2} onChange={({ detail }) => edit('path2', detail.value)} />
                </FormField>
              </ColumnLayout>
              <FormField label={FINAL_URL} description={FINAL_URL_HINT} stretch>
                <Input value={draft.finalUrl} type="url" inputMode="url" placeholder="https://" onChange={({ detail }) => edit('finalUrl', detail.value)} />
              </FormField>
              <FormField label={KEYWORDS} description={KEYWORDS_HINT} stretch>
                <Textarea value={draft.keywords} rows={6} onChange={({ detail }) => edit('keywords', detail.value)} />
              </FormField>
            </SpaceBetween>
          </Container>
          <Container header={<Header variant="h3">{META}</Header>}>
            <SpaceBetween size="m">
              <FormField
                label="Primary text"
                description={`People see about the first ${META_PRIMARY_TEXT_VISIBLE} characters before “See more”.`}
                constraintText={`${draft.primaryText.length} / ${META_PRIMARY_TEXT_VISIBLE} shown, at most ${META_PRIMARY_TEXT_MAX.toLocaleString('en')}`}
                errorText={problemOf(AdField.metaPrimaryText, draft.primaryText)}
                stretch
              >
                <Textarea value={draft.primaryText} rows={4} onChange={({ detail }) => edit('primaryText', detail.value)} />
              </FormField>
              <ColumnLayout columns={2}>
                <FormField
                  label="Headline"
                  constraintText={count(draft.metaHeadline, META_HEADLINE_MAX)}
                  errorText={problemOf(AdField.metaHeadline, draft.metaHeadline)}
                >
                  <Input value={draft.metaHeadline} onChange={({ detail }) => edit('metaHeadline', detail.value)} />
                </FormField>
                <FormField
                  label="Description"
                  constraintText={count(draft.metaDescription, META_DESCRIPTION_MAX)}
                  errorText={problemOf(AdField.metaDescription, draft.metaDescription)}
                >
                  <Input value={draft.metaDescription} onChange={({ detail }) => edit('metaDescription', detail.value)} />
                </FormField>
              </ColumnLayout>
              <FormField label={CTA}>
                <Select
                  selectedOption={CTA_OPTIONS.find((o) => o.value === draft.callToAction) ?? CTA_OPTIONS[0]!}
                  options={CTA_OPTIONS}
                  onChange={({ detail }) => edit('callToAction', detail.selectedOption.value as MetaCta)}
                />
              </FormField>
            </SpaceBetween>
          </Container>
        </SpaceBetween>
      </Form>
    </form>
  );
}

export function AdCopySection({ campaignId, canWrite }: { campaignId: string; canWrite: boolean }) {
  const adCopy = useAdCopy(campaignId);
  const generate = useGenerateAdCopy(campaignId);
  const download = useExportAdCopy(campaignId);
  const { toast } = useToast();
  const [confirming, setConfirming] = useState(false);
  // One id per intended set: a double click writes one, the next "Write new ad copy" another.
  const [requestId, setRequestId] = useState(newRequestId);
  const set = adCopy.data ?? null;

  const write = () =>
    generate.mutate(requestId, {
      onSuccess: () => {
        setRequestId(newRequestId());
        setConfirming(false);
        toast({ title: GENERATED, variant: 'success' });
      },
      onError: (error) => {
        setConfirming(false);
        toast({ title: errorMessage(error), variant: 'destructive' });
      },
    });
  const save = () =>
    download.mutate(undefined, {
      onSuccess: (file) => downloadText(file.filename, file.contentType, file.body),
      onError: (error) => toast({ title: errorMessage(error), variant: 'destructive' }),
    });

  const actions = set && (
    <SpaceBetween direction="horizontal" size="xs">
      <Button iconName="download" onClick={save} loading={download.isPending}>
        {DOWNLOAD}
      </Button>
      {canWrite && (
        <Button onClick={() => (set.editedAt ? setConfirming(true) : write())} loading={generate.isPending}>
          {REGENERATE}
        </Button>
      )}
    </SpaceBetween>
  );

  return (
    <Container
      header={
        <Header variant="h2" description={HINT} actions={actions}>
          {HEADING}
        </Header>
      }
    >
      {adCopy.isPending ? (
        <Box color="text-body-secondary">{LOADING}</Box>
      ) : adCopy.isError ? (
        <LoadError header={LOAD_FAILED} message={errorMessage(adCopy.error)} onRetry={() => void adCopy.refetch()} retrying={adCopy.isFetching} />
      ) : set === null ? (
        <SpaceBetween size="s">
          <Box color="text-body-secondary">{generate.isPending ? GENERATING : NONE_YET}</Box>
          {canWrite && (
            <Box>
              <Button variant="primary" iconName="gen-ai" onClick={write} loading={generate.isPending}>
                {GENERATE}
              </Button>
            </Box>
          )}
        </SpaceBetween>
      ) : (
        <SpaceBetween size="m">
          <Alert type="info">{CHECK_OFFERS}</Alert>
          {/* Keyed by when it was written: a new set starts a fresh form. */}
          <AdCopyForm key={set.generatedAt} campaignId={campaignId} set={set} />
        </SpaceBetween>
      )}
      <ConfirmDialog
        visible={confirming}
        header={REGENERATE_HEADER}
        confirmText={REGENERATE}
        onConfirm={write}
        onCancel={() => setConfirming(false)}
        busy={generate.isPending}
      >
        {REGENERATE_TEXT}
      </ConfirmDialog>
    </Container>
  );
}
