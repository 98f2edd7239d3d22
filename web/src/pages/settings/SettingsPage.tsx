// Settings (/settings, page title "Settings"): Brand, Brand voice, AI, Connected accounts, Workspaces, Webhooks, API and Account tabs; ?tab=account opens Account.
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Tabs from '@cloudscape-design/components/tabs';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../app/routing/use-page-title.ts';
import { AccountTab } from './AccountTab.tsx';
import { AiTab } from './AiTab.tsx';
import { BrandTab } from './BrandTab.tsx';
import { ConnectionsTab } from './ConnectionsTab.tsx';
import { VoiceTab } from './VoiceTab.tsx';
import { WorkspacesTab } from './workspaces/WorkspacesTab.tsx';
import { WebhooksTab } from './webhooks/WebhooksTab.tsx';
import { ApiTab } from './api/ApiTab.tsx';
import { settingsTabFrom } from './settings-tabs.ts';
import { useRouteTitle } from '../../app/routing/app-route.ts';

const TAB_LABELS = {
  brand: 'Brand',
  voice: 'Brand voice',
  ai: 'AI',
  connections: 'Connected accounts',
  workspaces: 'Workspaces',
  webhooks: 'Webhooks',
  api: 'API',
  account: 'Account',
} as const;

export default function SettingsPage() {
  const PAGE_TITLE = useRouteTitle();
  usePageTitle(PAGE_TITLE);
  const [searchParams, setSearchParams] = useSearchParams();
  const activeTabId = settingsTabFrom(searchParams.get('tab'));

  return (
    <ContentLayout header={<Header variant="h1">{PAGE_TITLE}</Header>}>
      <Tabs
        activeTabId={activeTabId}
        onChange={({ detail }) => setSearchParams({ tab: detail.activeTabId }, { replace: true })}
        tabs={[
          { id: 'brand', label: TAB_LABELS.brand, content: <BrandTab /> },
          { id: 'voice', label: TAB_LABELS.voice, content: <VoiceTab /> },
          { id: 'ai', label: TAB_LABELS.ai, content: <AiTab /> },
          { id: 'connections', label: TAB_LABELS.connections, content: <ConnectionsTab /> },
          { id: 'workspaces', label: TAB_LABELS.workspaces, content: <WorkspacesTab /> },
          { id: 'webhooks', label: TAB_LABELS.webhooks, content: <WebhooksTab /> },
          { id: 'api', label: TAB_LABELS.api, content: <ApiTab /> },
          { id: 'account', label: TAB_LABELS.account, content: <AccountTab /> },
        ]}
      />
    </ContentLayout>
  );
}
