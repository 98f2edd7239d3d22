// What every "Send for approval" dialog shares: the client's name and e-mail (checked with the
// contract's schemas before anything is sent), one request per dialog (a double click sends
// one e-mail), and the toast that says it went — or the link to pass on when the e-mail
// could not be sent just now.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useRef, useState } from 'react';
import { ClientEmail, ClientName, type CreateApprovalBody } from '#contracts/approvals';
import { errorMessage } from '../../app/errors.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { newRequestId } from '../../lib/request-id.ts';
import { useCreateApproval } from '../../queries/approvals.ts';

export const SEND_FOR_APPROVAL = 'Send for approval';
const SEND_FAILED = 'Could not send for approval';
const NAME = "Client's name";
const EMAIL = "Client's e-mail";
const HINT = 'Your client gets a link by e-mail that works for 14 days, without an account.';
const sent = (name: string) => `Sent to ${name} for approval`;
const notMailed = (link: string) => `The e-mail could not be sent just now. Pass this link on yourself: ${link}`;

type What = Pick<CreateApprovalBody, 'postIds' | 'itemIds' | 'campaignId'>;

export function useApprovalSender(onSent: () => void) {
  const { toast } = useToast();
  const create = useCreateApproval();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const requestId = useRef(newRequestId());

  async function send(what: What) {
    if (create.isPending) return;
    const clientName = ClientName.safeParse(name);
    const clientEmail = ClientEmail.safeParse(email);
    setErrors({
      ...(clientName.success ? {} : { name: clientName.error.issues[0]!.message }),
      ...(clientEmail.success ? {} : { email: clientEmail.error.issues[0]!.message }),
    });
    if (!clientName.success || !clientEmail.success) return;
    setServerError(null);
    try {
      const result = await create.mutateAsync({ requestId: requestId.current, clientName: clientName.data, clientEmail: clientEmail.data, ...what });
      if (result.emailSent) toast({ title: sent(clientName.data), variant: 'success' });
      else toast({ title: sent(clientName.data), description: notMailed(result.link ?? ''), variant: 'destructive' });
      onSent();
    } catch (error) {
      setServerError(errorMessage(error));
    }
  }

  const fields = (
    <SpaceBetween size="m">
      <Box color="text-body-secondary">{HINT}</Box>
      <FormField label={NAME} errorText={errors.name}>
        <Input value={name} onChange={({ detail }) => setName(detail.value)} ariaRequired />
      </FormField>
      <FormField label={EMAIL} errorText={errors.email}>
        <Input type="email" inputMode="email" value={email} onChange={({ detail }) => setEmail(detail.value)} ariaRequired />
      </FormField>
    </SpaceBetween>
  );

  const error = serverError && (
    <Alert type="error" header={SEND_FAILED}>
      {serverError}
    </Alert>
  );

  return { send, fields, error, busy: create.isPending };
}
