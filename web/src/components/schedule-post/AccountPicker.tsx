// The connected accounts a set of posts goes to, as checkboxes (the 30-day plan's approval and
// a bulk run's scheduling): each ticked account's network gets its posts; none connected says how.
import Box from '@cloudscape-design/components/box';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ConnectedAccountView } from '#contracts/connected-accounts';

type Props = {
  label: string;
  description: string;
  /** What to say when no account is connected. */
  none: string;
  accounts: readonly Pick<ConnectedAccountView, 'id' | 'name' | 'network'>[];
  chosen: readonly string[];
  onChange: (accountIds: string[]) => void;
  /** How an account reads: its name and network. */
  labelOf: (account: Pick<ConnectedAccountView, 'name' | 'network'>) => string;
};

export function AccountPicker({ label, description, none, accounts, chosen, onChange, labelOf }: Props) {
  return (
    <FormField label={label} description={description}>
      {accounts.length === 0 ? (
        <Box>{none}</Box>
      ) : (
        <SpaceBetween size="xs" direction="horizontal">
          {accounts.map((account) => (
            <Checkbox
              key={account.id}
              checked={chosen.includes(account.id)}
              onChange={({ detail }) => onChange(detail.checked ? [...chosen, account.id] : chosen.filter((id) => id !== account.id))}
            >
              {labelOf(account)}
            </Checkbox>
          ))}
        </SpaceBetween>
      )}
    </FormField>
  );
}
