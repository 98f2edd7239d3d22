// Settings › Brand: the onboarding step 1 fields and the logo, loaded from and saved to the brand kit.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { getBrandKit, saveBrandKit } from '../../api/brand-kit.ts';
import { useMe } from '../../app/auth/auth-context.ts';
import { errorMessage } from '../../app/errors.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { BRAND_KIT_REQUIRED_HINT, BrandKitForm } from '../../components/brand-kit/BrandKitForm.tsx';
import {
  emptyBrandKitForm,
  formFromBrandKit,
  isBrandKitReady,
  toBrandKitInput,
  type BrandKitFormValues,
} from '../../components/brand-kit/brand-kit-fields.ts';
import { PageSpinner } from '../../components/PageSpinner.tsx';

const HEADING = 'Brand settings';
const DESCRIPTION = 'The brand kit Markk writes your content with.';
const SAVE = 'Save';
const RETRY = 'Retry';
const LOAD_FAILED_TITLE = 'Error';
const LOAD_FAILED_TEXT = 'Failed to load brand settings';
const SAVED_TITLE = 'Settings saved';
const SAVED_TEXT = 'Your brand settings have been updated successfully';
const SAVE_FAILED = 'Save failed';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready' };

export function BrandTab() {
  const me = useMe();
  const { toast } = useToast();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [values, setValues] = useState<BrandKitFormValues>(() => emptyBrandKitForm(me.companyName));
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const savingRef = useRef(false);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    getBrandKit(controller.signal)
      .then(({ brandKit }) => {
        if (brandKit) setValues(formFromBrandKit(brandKit));
        setLoad({ status: 'ready' });
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        // Showing the defaults here would let Save overwrite the real kit with them: offer Retry instead.
        setLoad({ status: 'error' });
        toast({ title: LOAD_FAILED_TITLE, description: LOAD_FAILED_TEXT, variant: 'destructive' });
      });
    return () => controller.abort();
  }, [attempt, toast]);

  async function save() {
    if (savingRef.current || !isBrandKitReady(values)) return;
    savingRef.current = true;
    setSaving(true);
    try {
      const kit = await saveBrandKit(toBrandKitInput(values));
      setValues(formFromBrandKit(kit));
      toast({ title: SAVED_TITLE, description: SAVED_TEXT, variant: 'success' });
    } catch (error) {
      toast({ title: SAVE_FAILED, description: errorMessage(error), variant: 'destructive' });
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void save();
  }

  if (load.status === 'loading') return <PageSpinner />;
  if (load.status === 'error') {
    return (
      <Alert type="error" header={LOAD_FAILED_TEXT} action={<Button onClick={() => setAttempt((n) => n + 1)}>{RETRY}</Button>} />
    );
  }

  const ready = isBrandKitReady(values);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Form
        secondaryActions={!ready && <Box variant="small" color="text-body-secondary">{BRAND_KIT_REQUIRED_HINT}</Box>}
        actions={
          <Button variant="primary" formAction="submit" loading={saving} disabled={!ready || uploading}>
            {SAVE}
          </Button>
        }
      >
        <Container header={<Header variant="h2" description={DESCRIPTION}>{HEADING}</Header>}>
          <BrandKitForm values={values} onChange={setValues} onUploadingChange={setUploading} disabled={saving} />
        </Container>
      </Form>
    </form>
  );
}
