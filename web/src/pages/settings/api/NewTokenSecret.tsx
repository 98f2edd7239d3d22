// The new token's secret, shown this once with a copy button: Markk keeps only its hash.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import SpaceBetween from '@cloudscape-design/components/space-between';

const HEADING = (name: string) => `Your new token "${name}"`;
const ONCE = 'Copy it now and keep it somewhere safe: this is the only time Markk shows it. If you lose it, revoke it and create another.';
const COPIED = 'Token copied';
const HIDE = 'Hide the token';
const COPY_FAILED = 'Could not copy. Select the token and copy it yourself.';

export function NewTokenSecret({ name, secret, onDismiss }: { name: string; secret: string; onDismiss: () => void }) {
  return (
    <Alert type="success" header={HEADING(name)} dismissible dismissAriaLabel={HIDE} onDismiss={onDismiss}>
      <SpaceBetween size="s">
        <Box variant="p">{ONCE}</Box>
        <div data-testid="api-token-secret">
          <CopyToClipboard
            variant="inline"
            textToCopy={secret}
            copyButtonAriaLabel={`Copy the token ${name}`}
            copySuccessText={COPIED}
            copyErrorText={COPY_FAILED}
          />
        </div>
      </SpaceBetween>
    </Alert>
  );
}
