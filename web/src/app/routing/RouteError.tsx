// Shown when a route throws while rendering or its chunk fails to load (often: a new deploy).
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import { useRouteError } from 'react-router-dom';
import { errorMessage } from '../errors.ts';

const HEADER = 'Something went wrong';
const RELOAD = 'Reload';

export function RouteError() {
  const error = useRouteError();
  return (
    <Box padding="xl">
      <Alert type="error" header={HEADER} action={<Button onClick={() => window.location.reload()}>{RELOAD}</Button>}>
        {errorMessage(error, HEADER)}
      </Alert>
    </Box>
  );
}
