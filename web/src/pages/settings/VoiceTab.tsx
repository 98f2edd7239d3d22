// Settings › Brand voice ("Custom AI training"): the owner pastes 3 or more of their own posts, or a
// page of their website's text, and "Learn my voice" shows the profile Markk derived; its word
// lists, signature phrases and formality are the owner's to edit. Growth sees the way to Premium.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import TokenGroup from '@cloudscape-design/components/token-group';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FORMALITIES, VOICE_MESSAGES, VOICE_SAMPLES_MIN, type BrandVoice, type Formality, type VoiceProfile } from '#contracts/brand-voice';
import { PLAN_LIMITS } from '#contracts/plans';
import { errorMessage } from '../../app/errors.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { UpgradeButton } from '../../components/common/upgrade.tsx';
import { subscriptionQuery } from '../../queries/billing.ts';
import { useBrandVoice, useEditVoiceProfile, useSaveVoiceSamples } from '../../queries/brand-voice.ts';

const SAMPLES_HEADING = 'Your writing';
const SAMPLES_HINT = `Paste ${VOICE_SAMPLES_MIN} or more of your own posts or newsletters, one per box, or a page of your website's text. Markk does not fetch the web: paste the text itself.`;
const SAMPLE_LABEL = (n: number) => `Sample ${n}`;
const ADD_SAMPLE = 'Add sample';
const REMOVE_SAMPLE = (n: number) => `Remove sample ${n}`;
const WEBSITE_LABEL = 'Website text (optional)';
const WEBSITE_HINT = 'A page of your website, pasted. It counts as one sample.';
const LEARN = 'Learn my voice';
const LIMIT_HINT = (limit: number) => `Your plan holds up to ${limit} samples.`;
const PROFILE_HEADING = 'Your voice';
const PROFILE_HINT = 'Every generator writes with this, and each draft gets a voice match score. Edit what Markk got wrong.';
const SENTENCES = 'Sentence length';
const SENTENCES_VALUE = (profile: VoiceProfile) =>
  `About ${profile.averageSentenceWords} words (usually ${profile.sentenceWordsRange.min}–${profile.sentenceWordsRange.max})`;
const FORMALITY = 'Formality';
const FORMALITY_LABELS: Record<Formality, string> = { casual: 'Casual', neutral: 'Neutral', formal: 'Formal' };
const EMOJI = 'Emoji';
const HASHTAGS = 'Hashtags';
const PER_POST = (n: number) => `${n} per post`;
const WORDS_YOU_USE = 'Words you use';
const WORDS_YOU_NEVER_USE = 'Words you never use';
const SIGNATURE_PHRASES = 'Signature phrases';
const ADD = 'Add';
const SAVE = 'Save';
const LEARNED = 'Markk has learned your voice.';
const SAVED = 'Your voice profile has been saved.';

type Lists = Pick<VoiceProfile, 'wordsYouUse' | 'wordsYouNeverUse' | 'signaturePhrases'>;

export function VoiceTab() {
  const subscription = useQuery(subscriptionQuery());
  const limit = subscription.data ? PLAN_LIMITS[subscription.data.subscription_tier].brandVoiceSamples : null;
  const voice = useBrandVoice(limit !== null && limit > 0);
  if (limit === 0) {
    return (
      <Alert type="info" action={<UpgradeButton />} data-testid="voice-upgrade">
        {VOICE_MESSAGES.premium}
      </Alert>
    );
  }
  if (limit === null || voice.isPending) return <PageSpinner />;
  const saved = voice.data?.voice ?? null;
  return (
    <SpaceBetween size="l">
      <SamplesForm key={saved?.updatedAt ?? 'new'} saved={saved} limit={limit} />
      {saved && <ProfileForm key={saved.updatedAt} profile={saved.profile} />}
    </SpaceBetween>
  );
}

function SamplesForm({ saved, limit }: { saved: BrandVoice | null; limit: number }) {
  const [samples, setSamples] = useState<string[]>(() => (saved?.samples.length ? saved.samples : Array<string>(VOICE_SAMPLES_MIN).fill('')));
  const [websiteText, setWebsiteText] = useState(saved?.websiteText ?? '');
  const save = useSaveVoiceSamples();
  const { toast } = useToast();
  const filled = samples.map((sample) => sample.trim()).filter(Boolean);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(
      { samples: filled, ...(websiteText.trim() ? { websiteText } : {}) },
      { onSuccess: () => toast({ title: LEARN, description: LEARNED, variant: 'success' }) },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Container
        header={
          <Header variant="h2" description={`${SAMPLES_HINT} ${LIMIT_HINT(limit)}`}>
            {SAMPLES_HEADING}
          </Header>
        }
      >
        <SpaceBetween size="l">
          {samples.map((sample, index) => (
            <FormField
              key={index}
              label={SAMPLE_LABEL(index + 1)}
              stretch
              secondaryControl={
                samples.length > 1 ? (
                  <Button
                    variant="icon"
                    iconName="remove"
                    ariaLabel={REMOVE_SAMPLE(index + 1)}
                    onClick={() => setSamples(samples.filter((_, i) => i !== index))}
                  />
                ) : undefined
              }
            >
              <Textarea
                value={sample}
                rows={4}
                data-testid="voice-sample"
                onChange={({ detail }) => setSamples(samples.map((s, i) => (i === index ? detail.value : s)))}
              />
            </FormField>
          ))}
          <Button iconName="add-plus" formAction="none" disabled={samples.length >= limit} onClick={() => setSamples([...samples, ''])}>
            {ADD_SAMPLE}
          </Button>
          <FormField label={WEBSITE_LABEL} description={WEBSITE_HINT} stretch>
            <Textarea value={websiteText} rows={6} onChange={({ detail }) => setWebsiteText(detail.value)} />
          </FormField>
          {save.isError && (
            <Alert type="error" action={save.error instanceof ApiError && save.error.status === 402 ? <UpgradeButton /> : undefined}>
              {errorMessage(save.error)}
            </Alert>
          )}
          <Button variant="primary" formAction="submit" loading={save.isPending}>
            {LEARN}
          </Button>
        </SpaceBetween>
      </Container>
    </form>
  );
}

function WordList({ label, words, onChange }: { label: string; words: string[]; onChange: (words: string[]) => void }) {
  const [draft, setDraft] = useState('');
  const add = () => {
    const word = draft.trim().toLowerCase();
    if (word && !words.includes(word)) onChange([...words, word]);
    setDraft('');
  };
  return (
    <FormField label={label} stretch>
      <SpaceBetween size="xs">
        <TokenGroup
          items={words.map((word) => ({ label: word, dismissLabel: `Remove ${word}` }))}
          onDismiss={({ detail }) => onChange(words.filter((_, i) => i !== detail.itemIndex))}
        />
        <SpaceBetween direction="horizontal" size="xs">
          <Input
            value={draft}
            ariaLabel={`${ADD} to ${label.toLowerCase()}`}
            onChange={({ detail }) => setDraft(detail.value)}
            onKeyDown={(event) => {
              // Enter adds the word here rather than submitting the profile form.
              if (event.detail.key !== 'Enter') return;
              event.preventDefault();
              add();
            }}
          />
          <Button formAction="none" onClick={add}>
            {ADD}
          </Button>
        </SpaceBetween>
      </SpaceBetween>
    </FormField>
  );
}

function ProfileForm({ profile }: { profile: VoiceProfile }) {
  const [lists, setLists] = useState<Lists>({
    wordsYouUse: profile.wordsYouUse,
    wordsYouNeverUse: profile.wordsYouNeverUse,
    signaturePhrases: profile.signaturePhrases,
  });
  const [formality, setFormality] = useState<Formality>(profile.formality);
  const edit = useEditVoiceProfile();
  const { toast } = useToast();
  const set = (key: keyof Lists) => (words: string[]) => setLists({ ...lists, [key]: words });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    edit.mutate({ ...lists, formality }, { onSuccess: () => toast({ title: SAVE, description: SAVED, variant: 'success' }) });
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Container
        header={
          <Header variant="h2" description={PROFILE_HINT}>
            {PROFILE_HEADING}
          </Header>
        }
      >
        <SpaceBetween size="l">
          <ColumnLayout columns={3} variant="text-grid" minColumnWidth={160}>
            <div>
              <Box variant="awsui-key-label">{SENTENCES}</Box>
              <div data-testid="voice-sentences">{SENTENCES_VALUE(profile)}</div>
            </div>
            <div>
              <Box variant="awsui-key-label">{EMOJI}</Box>
              <div>{PER_POST(profile.emojiPerPost)}</div>
            </div>
            <div>
              <Box variant="awsui-key-label">{HASHTAGS}</Box>
              <div>{PER_POST(profile.hashtagsPerPost)}</div>
            </div>
          </ColumnLayout>
          <FormField label={FORMALITY}>
            <Select
              selectedOption={{ value: formality, label: FORMALITY_LABELS[formality] }}
              options={FORMALITIES.map((value) => ({ value, label: FORMALITY_LABELS[value] }))}
              onChange={({ detail }) => setFormality(detail.selectedOption.value as Formality)}
            />
          </FormField>
          <WordList label={WORDS_YOU_USE} words={lists.wordsYouUse} onChange={set('wordsYouUse')} />
          <WordList label={WORDS_YOU_NEVER_USE} words={lists.wordsYouNeverUse} onChange={set('wordsYouNeverUse')} />
          <WordList label={SIGNATURE_PHRASES} words={lists.signaturePhrases} onChange={set('signaturePhrases')} />
          {edit.isError && <Alert type="error">{errorMessage(edit.error)}</Alert>}
          <Button variant="primary" formAction="submit" loading={edit.isPending}>
            {SAVE}
          </Button>
        </SpaceBetween>
      </Container>
    </form>
  );
}
