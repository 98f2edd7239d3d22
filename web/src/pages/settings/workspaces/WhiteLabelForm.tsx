// The workspace's client approvals: whether posts wait for a client's approval (admins), and its
// client portal (Enterprise; its owner sets it): approval pages and e-mails with the agency's
// name, logo and colour instead of Markk's, and the agency's own domain for the links when this
// installation serves one.
import Alert from '@cloudscape-design/components/alert';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { roleMay, type WorkspaceView } from '#contracts/workspaces';
import { errorMessage } from '../../../app/errors.ts';
import { useSetApprovalRule, useSetPortalDomain, useSetWhiteLabel } from '../../../queries/white-label.ts';

const HEADING = 'Client portal';
const DESCRIPTION = 'What your clients see when you send them posts for approval.';
const WHITE_LABEL = 'White-label the approval pages and e-mails';
const WHITE_LABEL_HINT = "Your agency's name, logo and colour (the brand kit of your first workspace) instead of Markk's. Enterprise.";
const DOMAIN = 'Send approval links from';
const OWN_ADDRESS = "Markk's address";
const OWNER_ONLY = 'Only the owner of this workspace can change the client portal.';
const RULE = 'Require client approval before posts go out';
const RULE_HINT = 'A post goes out only if a client approved it as it is: otherwise it fails with the reason, and Retry publishes it once approved.';
const ADMINS_ONLY = 'Admins and the owner of this workspace set this.';

export function WhiteLabelForm({ workspace, portalDomains }: { workspace: WorkspaceView; portalDomains: readonly string[] }) {
  const whiteLabel = useSetWhiteLabel(workspace.workspaceId);
  const domain = useSetPortalDomain(workspace.workspaceId);
  const rule = useSetApprovalRule(workspace.workspaceId);
  const owner = roleMay(workspace.role, 'own');
  const admin = roleMay(workspace.role, 'manage');
  const options = [{ value: '', label: OWN_ADDRESS }, ...portalDomains.map((name) => ({ value: name, label: name }))];
  const failure = whiteLabel.error ?? domain.error ?? rule.error;
  return (
    <Container
      header={
        <Header variant="h2" description={DESCRIPTION}>
          {HEADING}
        </Header>
      }
    >
      <SpaceBetween size="m">
        <FormField description={admin ? RULE_HINT : `${RULE_HINT} ${ADMINS_ONLY}`}>
          <Toggle checked={workspace.requireApproval} disabled={!admin || rule.isPending} onChange={({ detail }) => rule.mutate(detail.checked)}>
            {RULE}
          </Toggle>
        </FormField>
        <FormField description={owner ? WHITE_LABEL_HINT : `${WHITE_LABEL_HINT} ${OWNER_ONLY}`}>
          <Toggle checked={workspace.whiteLabel} disabled={!owner || whiteLabel.isPending} onChange={({ detail }) => whiteLabel.mutate(detail.checked)}>
            {WHITE_LABEL}
          </Toggle>
        </FormField>
        {portalDomains.length > 0 && (
          <FormField label={DOMAIN}>
            <Select
              selectedOption={options.find((option) => option.value === (workspace.portalDomain ?? '')) ?? options[0]!}
              options={options}
              disabled={!owner || domain.isPending}
              onChange={({ detail }) => domain.mutate(detail.selectedOption.value || null)}
            />
          </FormField>
        )}
        {failure && <Alert type="error">{errorMessage(failure)}</Alert>}
      </SpaceBetween>
    </Container>
  );
}
