// Settings › Brand: the onboarding step 1 fields and the logo, loaded from and saved to the
// brand kit, and whose seasons the content follows (from the brand's place, or chosen).
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useState, type FormEvent } from 'react';
import { HEMISPHERE_SETTINGS, type BrandKit, type HemisphereSetting } from '#contracts/brand-kit';
import { useMe } from '../../app/auth/auth-context.ts';
import { errorMessage } from '../../app/errors.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { BRAND_KIT_REQUIRED_HINT, BrandKitForm } from '../../components/brand-kit/BrandKitForm.tsx';
import { emptyBrandKitForm, formFromBrandKit, isBrandKitReady, toBrandKitInput, type BrandKitFormValues } from '../../components/brand-kit/brand-kit-fields.ts';
import { LoadError } from '../../components/common/states.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { useBrandKitForForm, useSaveBrandKit } from '../../queries/brand-kit.ts';

const HEADING = 'Brand settings';
const DESCRIPTION = 'The brand kit Markk writes your content with.';
const SAVE = 'Save';
const LOAD_FAILED_TITLE = 'Error';
const LOAD_FAILED_TEXT = 'Failed to load brand settings';
const SAVED_TITLE = 'Settings saved';
const SAVED_TEXT = 'Your brand settings have been updated successfully';
const SAVE_FAILED = 'Save failed';
const SEASONS_LABEL = 'Seasons';
const SEASONS_DESCRIPTION = 'Seasonal posts and advice follow the time of year where your business is.';
const SEASON_OPTIONS: Record<HemisphereSetting, { label: string; description: string }> = {
  auto: {
    label: 'From my brand’s place',
    description: 'Southern when your industry, audience or goal names a place south of the equator; northern otherwise.',
  },
  northern: { label: 'Northern hemisphere', description: 'Spring from March, winter from December.' },
  southern: { label: 'Southern hemisphere', description: 'Spring from September, summer from December.' },
};

export function BrandTab() {
  const { toast } = useToast();
  const { query, data } = useBrandKitForForm();
  const { error, errorUpdatedAt } = query;
  const failed = data === undefined && query.isError;

  useEffect(() => {
    if (failed) toast({ title: LOAD_FAILED_TITLE, description: LOAD_FAILED_TEXT, variant: 'destructive' });
  }, [failed, error, errorUpdatedAt, toast]);

  // Showing the defaults here would let Save overwrite the real kit with them: offer Retry instead.
  if (failed) return <LoadError header={LOAD_FAILED_TEXT} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (data === undefined) return <PageSpinner />;
  return <BrandSettingsForm saved={data.brandKit} />;
}

/** The form, filled once from the kit the server answered when the tab opened. */
function BrandSettingsForm({ saved }: { saved: BrandKit | null }) {
  const me = useMe();
  const { toast } = useToast();
  const save = useSaveBrandKit();
  const [values, setValues] = useState<BrandKitFormValues>(() => (saved ? formFromBrandKit(saved) : emptyBrandKitForm(me.companyName)));
  const [uploading, setUploading] = useState(false);
  const [hemisphere, setHemisphere] = useState<HemisphereSetting>(saved?.hemisphere ?? 'auto');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending || !isBrandKitReady(values)) return;
    save.mutate(
      { ...toBrandKitInput(values), hemisphere },
      {
        onSuccess: (kit) => {
          setValues(formFromBrandKit(kit));
          setHemisphere(kit.hemisphere);
          toast({ title: SAVED_TITLE, description: SAVED_TEXT, variant: 'success' });
        },
        onError: (saveError) => toast({ title: SAVE_FAILED, description: errorMessage(saveError), variant: 'destructive' }),
      },
    );
  }

  const ready = isBrandKitReady(values);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Form
        secondaryActions={
          !ready && (
            <Box variant="small" color="text-body-secondary">
              {BRAND_KIT_REQUIRED_HINT}
            </Box>
          )
        }
        actions={
          <Button variant="primary" formAction="submit" loading={save.isPending} disabled={!ready || uploading}>
            {SAVE}
          </Button>
        }
      >
        <Container
          header={
            <Header variant="h2" description={DESCRIPTION}>
              {HEADING}
            </Header>
          }
        >
          <SpaceBetween size="l">
            <BrandKitForm values={values} onChange={setValues} onUploadingChange={setUploading} disabled={save.isPending} />
            <FormField label={SEASONS_LABEL} description={SEASONS_DESCRIPTION}>
              <RadioGroup
                value={hemisphere}
                onChange={({ detail }) => setHemisphere(detail.value as HemisphereSetting)}
                items={HEMISPHERE_SETTINGS.map((value) => ({ value, ...SEASON_OPTIONS[value], disabled: save.isPending }))}
                ariaLabel={SEASONS_LABEL}
              />
            </FormField>
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
