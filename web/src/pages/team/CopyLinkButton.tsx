// Copies an invitation's link to the clipboard and says whether that worked.
import Button from '@cloudscape-design/components/button';
import { useToast } from '../../app/toast/toast-context.ts';

const COPIED_TITLE = 'Link copied';
const COPY_FAILED = 'Copy failed';
const COPY_FAILED_TEXT = 'Could not copy link to clipboard';

export function CopyLinkButton({ url, label, ariaLabel }: { url: string; label: string; ariaLabel?: string }) {
  const { toast } = useToast();
  async function copy() {
    try {
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(url);
      toast({ title: COPIED_TITLE, description: url, variant: 'success' });
    } catch {
      toast({ title: COPY_FAILED, description: COPY_FAILED_TEXT, variant: 'destructive' });
    }
  }
  return (
    <Button iconName="copy" wrapText={false} ariaLabel={ariaLabel} onClick={() => void copy()}>
      {label}
    </Button>
  );
}
