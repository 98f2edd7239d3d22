// Settings › API › Create token: a name, the scopes (each with what it allows), a lifetime; the
// new token's secret is shown once, in NewTokenSecret, until dismissed.
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRef, useState } from 'react';
import { API_SCOPES, SCOPE_LABELS, TOKEN_LIFETIMES, TOKEN_NAME_MAX, type ApiScope, type ApiTokenView } from '#contracts/api-tokens';
import { errorMessage } from '../../../app/errors.ts';
import { newRequestId } from '../../../lib/request-id.ts';
import { useCreateApiToken } from '../../../queries/api-tokens.ts';

const HEADING = 'Create a token';
const DESCRIPTION = 'The token acts in this workspace, as you, with your role here. Give it only the scopes your tool needs.';
const NAME = 'Name';
const NAME_HINT = 'Say what uses it, for example "Zapier" or "Our CMS".';
const SCOPES = 'Scopes';
const EXPIRY = 'Expires';
const NEVER = 'Never';
const CREATE = 'Create token';
const NAME_MISSING = 'Enter a name for the token.';
const SCOPES_MISSING = 'Choose at least one scope.';

const lifetimeOptions = [...TOKEN_LIFETIMES.map((days) => ({ value: String(days), label: `In ${days} days` })), { value: 'never', label: NEVER }];

export function CreateTokenForm({ onCreated }: { onCreated: (created: { token: ApiTokenView; secret: string }) => void }) {
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>(['content:read']);
  const [lifetime, setLifetime] = useState(lifetimeOptions[1]!);
  const [tried, setTried] = useState(false);
  // One request id per form: a double click makes one token.
  const requestId = useRef(newRequestId());

  const nameError = tried && !name.trim() ? NAME_MISSING : undefined;
  const scopesError = tried && scopes.length === 0 ? SCOPES_MISSING : undefined;

  const submit = () => {
    setTried(true);
    if (!name.trim() || scopes.length === 0 || create.isPending) return;
    create.mutate(
      { requestId: requestId.current, name, scopes, expiresInDays: lifetime.value === 'never' ? null : (Number(lifetime.value) as 30 | 90 | 365) },
      {
        onSuccess: (created) => {
          requestId.current = newRequestId();
          setName('');
          setTried(false);
          onCreated(created);
        },
      },
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Form
        errorText={create.error ? errorMessage(create.error) : undefined}
        actions={
          <Button variant="primary" formAction="submit" loading={create.isPending}>
            {CREATE}
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
          <SpaceBetween size="m">
            <FormField label={NAME} description={NAME_HINT} errorText={nameError}>
              <Input value={name} onChange={({ detail }) => setName(detail.value.slice(0, TOKEN_NAME_MAX))} ariaRequired />
            </FormField>
            <FormField label={SCOPES} errorText={scopesError}>
              <ColumnLayout columns={2}>
                {API_SCOPES.map((scope) => (
                  <Checkbox
                    key={scope}
                    checked={scopes.includes(scope)}
                    onChange={({ detail }) => setScopes((now) => (detail.checked ? [...now, scope] : now.filter((s) => s !== scope)))}
                    description={SCOPE_LABELS[scope]}
                  >
                    {scope}
                  </Checkbox>
                ))}
              </ColumnLayout>
            </FormField>
            <FormField label={EXPIRY}>
              <Select selectedOption={lifetime} options={lifetimeOptions} onChange={({ detail }) => setLifetime(detail.selectedOption as typeof lifetime)} />
            </FormField>
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}
