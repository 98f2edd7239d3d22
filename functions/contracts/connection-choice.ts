// Choosing accounts (POST /connections/choose): when a grant reaches several accounts that are
// not connected yet (Facebook Pages, Instagram accounts, LinkedIn organization pages),
// completing the connection offers them as a choice, and the owner picks which to connect.
import * as z from 'zod';
import { AccountId, ConnectedAccountView, Network } from './connected-accounts.ts';
import { endpoint } from './endpoint.ts';

/** One account a grant reaches, offered when it reaches several (Pages, organization pages). */
export const AccountChoiceOption = z.object({
  id: AccountId,
  name: z.string(),
  pictureUrl: z.string().nullable(),
});
export type AccountChoiceOption = z.infer<typeof AccountChoiceOption>;

/** Single-use id of a pending choice, as random as a connection's state. */
const ChoiceId = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'This choice has expired. Start again from Connected accounts.');

/** The accounts a grant reaches, waiting for the owner to pick which to connect (15 minutes). */
export const ConnectionChoice = z.object({
  id: ChoiceId,
  network: Network,
  accounts: z.array(AccountChoiceOption),
  /** How many more accounts the plan lets the owner connect on this network now. */
  slots: z.number().int().nonnegative(),
  /** Why no more (or only some) can be connected: the plan's limit, in words; null when all can. */
  message: z.string().nullable(),
});
export type ConnectionChoice = z.infer<typeof ConnectionChoice>;

export const ChooseAccountsBody = z.object({
  choice: ChoiceId,
  accounts: z
    .array(AccountId)
    .min(1, 'Choose at least one account to connect.')
    .max(10, 'Choose up to 10 accounts at a time.')
    .transform((ids) => [...new Set(ids)]),
});
export type ChooseAccountsBody = z.input<typeof ChooseAccountsBody>;

export const ChooseAccountsResponse = z.object({
  accounts: z.array(ConnectedAccountView),
  from: z.enum(['settings', 'calendar']),
});
export type ChooseAccountsResponse = z.infer<typeof ChooseAccountsResponse>;

export const connectionChoiceEndpoints = {
  chooseAccounts: endpoint({
    name: 'ChooseAccounts',
    area: 'publishing',
    method: 'POST',
    path: '/connections/choose',
    access: 'owner',
    workspace: 'manage',
    body: ChooseAccountsBody,
    response: ChooseAccountsResponse,
  }),
} as const;
