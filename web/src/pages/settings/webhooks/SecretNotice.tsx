// The signing secret, shown once after an endpoint is added or its secret rolled.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import SpaceBetween from '@cloudscape-design/components/space-between';

const HEADING = 'Copy the signing secret now';
const text = (url: string) => `Markk signs every event to ${url} with this secret. It is shown only this once: store it with your receiver.`;
const COPIED = 'Secret copied';
const COPY_FAILED = 'Could not copy. Select the secret and copy it yourself.';
const DONE = 'I have stored it';

export function SecretNotice({ secret, url, onDone }: { secret: string; url: string; onDone: () => void }) {
  return (
    <Alert type="success" header={HEADING} action={<Button onClick={onDone}>{DONE}</Button>}>
      <SpaceBetween size="xs">
        <Box variant="p">{text(url)}</Box>
        <div data-testid="webhook-secret">
          <CopyToClipboard
            variant="inline"
            textToCopy={secret}
            copyButtonAriaLabel="Copy the signing secret"
            copySuccessText={COPIED}
            copyErrorText={COPY_FAILED}
          />
        </div>
      </SpaceBetween>
    </Alert>
  );
}
