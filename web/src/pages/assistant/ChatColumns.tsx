// The chat view's panels. On a wide screen, three columns: Chat History and Focus Areas on
// the left, the Workflows carousel and the chat in the centre, Quick Actions and Saved &
// Projects on the right, under the "Ask … anything..." and "Browse Prompts" toolbar. On a
// phone the conversation comes first, and the rest is one tap away in tabs above it.
import Grid from '@cloudscape-design/components/grid';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import type { ReactNode } from 'react';
import { useMediaQuery } from '../../app/shell/use-media-query.ts';
import { PHONE_MAX_WIDTH_PX } from '../../components/common/ResponsiveTable.tsx';

export type PhoneTab = 'chat' | 'history' | 'actions' | 'saved';

export const PHONE_TABS: Record<PhoneTab, string> = {
  chat: 'Chat',
  history: 'History',
  actions: 'Quick actions',
  saved: 'Saved',
};

type Props = {
  /** The tab shown on a phone; the page moves back to the chat when something is sent to it. */
  tab: PhoneTab;
  onTab: (tab: PhoneTab) => void;
  toolbar: ReactNode;
  history: ReactNode;
  focus: ReactNode;
  workflows: ReactNode;
  chat: ReactNode;
  quickActions: ReactNode;
  saved: ReactNode;
};

export function ChatColumns({ tab, onTab, toolbar, history, focus, workflows, chat, quickActions, saved }: Props) {
  const phone = useMediaQuery(`(max-width: ${PHONE_MAX_WIDTH_PX}px)`);
  if (phone) {
    const panels: Record<PhoneTab, ReactNode> = {
      chat,
      history: (
        <SpaceBetween size="l">
          {history}
          {focus}
        </SpaceBetween>
      ),
      actions: (
        <SpaceBetween size="l">
          {toolbar}
          {quickActions}
          {workflows}
        </SpaceBetween>
      ),
      saved,
    };
    return (
      <Tabs
        activeTabId={tab}
        onChange={({ detail }) => onTab(detail.activeTabId as PhoneTab)}
        tabs={(Object.keys(PHONE_TABS) as PhoneTab[]).map((id) => ({ id, label: PHONE_TABS[id], content: panels[id] }))}
        data-testid="assistant-phone-tabs"
      />
    );
  }
  return (
    <SpaceBetween size="l">
      {toolbar}
      <Grid gridDefinition={[{ colspan: { default: 12, xs: 4, l: 3 } }, { colspan: { default: 12, xs: 8, l: 6 } }, { colspan: { default: 12, l: 3 } }]}>
        <SpaceBetween size="l">
          {history}
          {focus}
        </SpaceBetween>
        <SpaceBetween size="l">
          {workflows}
          {chat}
        </SpaceBetween>
        <SpaceBetween size="l">
          {quickActions}
          {saved}
        </SpaceBetween>
      </Grid>
    </SpaceBetween>
  );
}
