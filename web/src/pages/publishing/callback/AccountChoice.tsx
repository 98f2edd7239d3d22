// The accounts one sign-in reaches (a person's Facebook Pages, a LinkedIn member and the
// organization pages they administer), when none of them is connected yet: the owner ticks
// the ones Markk posts to, within the plan's limit, and connects them in one go.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { ChooseAccountsResponse, ConnectionChoice } from '#contracts/connection-choice';
import { errorMessage } from '../../../app/errors.ts';
import { NETWORK_LABELS } from '../../../lib/publishing.ts';
import { useChooseAccounts } from '../../../queries/publishing.ts';

const heading = (label: string) => `Choose the ${label} accounts to connect`;
const reached = (label: string, n: number) => `${label} gave Markk access to ${n} accounts. Tick the ones Markk posts to.`;
const room = (slots: number) => (slots === 1 ? 'Your plan lets you connect 1 more account here.' : `Your plan lets you connect ${slots} more accounts here.`);
const TOO_MANY = (slots: number) => `Untick some: your plan lets you connect ${slots} here.`;
const NONE = 'Tick at least one account.';

export function AccountChoice({
  choice,
  onConnected,
  onCancel,
}: {
  choice: ConnectionChoice;
  onConnected: (result: ChooseAccountsResponse) => void;
  onCancel: () => void;
}) {
  const label = NETWORK_LABELS[choice.network];
  // The first account is ticked: on most plans there is room for one.
  const [picked, setPicked] = useState<string[]>(() => choice.accounts.slice(0, Math.min(1, choice.slots)).map((a) => a.id));
  const [problem, setProblem] = useState<string | null>(null);
  const choose = useChooseAccounts();

  const toggle = (id: string, on: boolean) => {
    setProblem(null);
    setPicked((now) => (on ? [...now, id] : now.filter((p) => p !== id)));
  };

  const submit = () => {
    if (picked.length === 0) return setProblem(NONE);
    if (picked.length > choice.slots) return setProblem(TOO_MANY(choice.slots));
    choose.mutate({ choice: choice.id, accounts: picked }, { onSuccess: onConnected, onError: (error) => setProblem(errorMessage(error)) });
  };

  return (
    <Container
      header={
        <Header variant="h2" description={reached(label, choice.accounts.length)}>
          {heading(label)}
        </Header>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <SpaceBetween size="m">
          {choice.slots === 0 ? (
            <Alert type="warning">{choice.message}</Alert>
          ) : (
            <>
              {choice.message && <Alert type="info">{choice.message}</Alert>}
              <FormField label={`${label} accounts`} description={room(choice.slots)} errorText={problem}>
                <SpaceBetween size="xs">
                  {choice.accounts.map((account) => (
                    <Checkbox key={account.id} checked={picked.includes(account.id)} onChange={({ detail }) => toggle(account.id, detail.checked)}>
                      {account.name}
                    </Checkbox>
                  ))}
                </SpaceBetween>
              </FormField>
            </>
          )}
          <Box>
            <SpaceBetween direction="horizontal" size="xs">
              {choice.slots > 0 && (
                <Button variant="primary" formAction="submit" loading={choose.isPending}>
                  Connect selected
                </Button>
              )}
              <Button variant="link" formAction="none" onClick={onCancel}>
                Cancel
              </Button>
            </SpaceBetween>
          </Box>
        </SpaceBetween>
      </form>
    </Container>
  );
}
