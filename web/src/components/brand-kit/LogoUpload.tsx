// The optional logo: a drop zone (highlighted while a file is dragged over it) or a file
// picker, an "Uploading..." state, then the logo with a Remove button (spec 4 "Logo").
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FileDropzone from '@cloudscape-design/components/file-dropzone';
import FileInput from '@cloudscape-design/components/file-input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useEffect, useRef, useState } from 'react';
import { uploadLogo } from '../../queries/brand-kit.ts';
import { errorMessage } from '../../app/errors.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { LOGO_ACCEPT, logoFileProblem } from './brand-kit-fields.ts';

const DROP_TEXT = 'Drop your logo here or';
const CHOOSE = 'Choose file';
const UPLOADING = 'Uploading...';
const REMOVE = 'Remove';
const LOGO_ALT = 'Your logo';
const UPLOAD_FAILED = 'Upload failed';
const UPLOADED_TITLE = 'Logo uploaded';
const UPLOADED_TEXT = 'Your logo has been successfully uploaded';

type LogoUploadProps = {
  logoUrl: string | null;
  onChange: (logoUrl: string | null) => void;
  onUploadingChange?: (uploading: boolean) => void;
  disabled?: boolean;
};

export function LogoUpload({ logoUrl, onChange, onUploadingChange, disabled = false }: LogoUploadProps) {
  const { toast } = useToast();
  const [uploading, setUploading] = useState(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  function setBusy(busy: boolean) {
    setUploading(busy);
    onUploadingChange?.(busy);
  }

  async function upload(files: readonly File[]) {
    const file = files[0];
    if (!file || uploading || disabled) return;
    const problem = logoFileProblem(file);
    if (problem) {
      toast({ title: UPLOAD_FAILED, description: problem, variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      const url = await uploadLogo(file);
      if (!mounted.current) return;
      onChange(url);
      toast({ title: UPLOADED_TITLE, description: UPLOADED_TEXT, variant: 'success' });
    } catch (error) {
      if (mounted.current) toast({ title: UPLOAD_FAILED, description: errorMessage(error), variant: 'destructive' });
    } finally {
      if (mounted.current) setBusy(false);
    }
  }

  if (uploading) {
    return (
      <div className="markk-logo-upload__status" role="status" aria-live="polite">
        <Spinner /> <span>{UPLOADING}</span>
      </div>
    );
  }

  if (logoUrl) {
    return (
      <SpaceBetween size="xs" direction="horizontal" alignItems="center">
        <img className="markk-logo" src={logoUrl} alt={LOGO_ALT} />
        <Button formAction="none" onClick={() => onChange(null)} disabled={disabled} iconName="remove">
          {REMOVE}
        </Button>
      </SpaceBetween>
    );
  }

  return (
    <FileDropzone onChange={({ detail }) => void upload(detail.value)}>
      <SpaceBetween size="xxs" alignItems="center">
        <Box color="text-body-secondary">{DROP_TEXT}</Box>
        <FileInput value={[]} accept={LOGO_ACCEPT} onChange={({ detail }) => void upload(detail.value)}>
          {CHOOSE}
        </FileInput>
      </SpaceBetween>
    </FileDropzone>
  );
}
