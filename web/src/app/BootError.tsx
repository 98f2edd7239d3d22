// Shown when /config.json cannot be loaded: without it there is no API or user pool to talk to.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';

const HEADER = 'Markk could not start';
const BODY = 'The app configuration could not be loaded. Check your connection and reload the page.';
const RELOAD = 'Reload';

export function BootError({ detail }: { detail: string }) {
  return (
    <Box padding="xl">
      <Alert type="error" header={HEADER} action={<Button onClick={() => window.location.reload()}>{RELOAD}</Button>}>
        {BODY}
        <Box variant="small" color="text-body-secondary" display="block" margin={{ top: 'xs' }}>
          {detail}
        </Box>
      </Alert>
    </Box>
  );
}
