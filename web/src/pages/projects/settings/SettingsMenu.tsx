// The project's settings menu (spec 02 §2.5): Project Settings, Invite Members, Export Project
// (Markdown or CSV, downloaded under the server's file name) and Archive Project — or Restore
// Project once archived. What only the owner may do is offered to the owner only.
import ButtonDropdown, { type ButtonDropdownProps } from '@cloudscape-design/components/button-dropdown';
import { useState } from 'react';
import { errorMessage } from '../../../app/errors.ts';
import { useToast } from '../../../app/toast/toast-context.ts';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog.tsx';
import { exportProject, type ExportFormat } from '../../../queries/projects.ts';
import { useUpdateProject, type ProjectBoard } from '../../../queries/projects.ts';
import type { ProjectStatusValue } from '../list/project-list.ts';
import { downloadText } from '../../../lib/download.ts';
import { InviteMembersDialog } from './InviteMembersDialog.tsx';
import { ProjectSettingsDialog, type ProjectSettings } from './ProjectSettingsDialog.tsx';

const MENU = 'Settings';
const MENU_LABEL = 'Project settings menu';
const ITEM_SETTINGS = 'Project Settings';
const ITEM_INVITE = 'Invite Members';
const ITEM_EXPORT = 'Export Project';
const ITEM_MARKDOWN = 'Markdown (.md)';
const ITEM_CSV = 'CSV (.csv)';
const ITEM_ARCHIVE = 'Archive Project';
const ITEM_RESTORE = 'Restore Project';
const ERROR = 'Error';
const SAVED = 'Project updated successfully';
const SAVE_FAILED = 'Failed to update project';
const EXPORTED = 'Project exported';
const exportedText = (filename: string) => `${filename} is in your downloads.`;
const EXPORT_FAILED = 'Failed to export project';
const ARCHIVE_TITLE = 'Archive project';
const archiveText = (title: string) => `Archive "${title}"? It leaves your projects list; choose Archived in the status filter to find and restore it.`;
const ARCHIVE_CONFIRM = 'Archive';
const ARCHIVED = 'Project archived';
const RESTORED = 'Project restored';

type Dialog = 'settings' | 'invite' | 'archive' | null;

export function SettingsMenu({ board }: { board: ProjectBoard }) {
  const { toast } = useToast();
  const { project, viewer } = board;
  const isOwner = viewer.role === 'owner';
  const update = useUpdateProject(project.projectId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [exporting, setExporting] = useState(false);

  async function download(format: ExportFormat) {
    if (exporting) return;
    setExporting(true);
    try {
      const file = await exportProject(project.projectId, format);
      downloadText(file.filename, file.contentType, file.body);
      toast({ title: EXPORTED, description: exportedText(file.filename), variant: 'success' });
    } catch (error) {
      toast({ title: EXPORT_FAILED, description: errorMessage(error), variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  }

  function save(settings: ProjectSettings) {
    update.mutate(
      { title: settings.title, description: settings.description, dueDate: settings.dueDate, status: settings.status },
      {
        onSuccess: () => {
          setDialog(null);
          toast({ title: SAVED, variant: 'success' });
        },
        onError: (error) => toast({ title: ERROR, description: `${SAVE_FAILED}: ${errorMessage(error)}`, variant: 'destructive' }),
      },
    );
  }

  function setArchived(archived: boolean) {
    update.mutate(
      { archived },
      {
        onSuccess: () => {
          setDialog(null);
          toast({ title: archived ? ARCHIVED : RESTORED, variant: 'success' });
        },
        onError: (error) => {
          setDialog(null);
          toast({ title: ERROR, description: `${SAVE_FAILED}: ${errorMessage(error)}`, variant: 'destructive' });
        },
      },
    );
  }

  const items: ButtonDropdownProps.ItemOrGroup[] = [
    ...(isOwner
      ? [
          { id: 'settings', text: ITEM_SETTINGS, iconName: 'settings' as const },
          { id: 'invite', text: ITEM_INVITE, iconName: 'user-profile' as const },
        ]
      : []),
    {
      id: 'export',
      text: ITEM_EXPORT,
      items: [
        { id: 'export-markdown', text: ITEM_MARKDOWN, iconName: 'download' as const },
        { id: 'export-csv', text: ITEM_CSV, iconName: 'download' as const },
      ],
    },
    ...(isOwner
      ? [
          project.archived
            ? { id: 'restore', text: ITEM_RESTORE, iconName: 'undo' as const }
            : { id: 'archive', text: ITEM_ARCHIVE, iconName: 'folder' as const },
        ]
      : []),
  ];

  function onItem(id: string) {
    if (id === 'settings' || id === 'invite' || id === 'archive') setDialog(id);
    else if (id === 'restore') setArchived(false);
    else if (id === 'export-markdown') void download('markdown');
    else if (id === 'export-csv') void download('csv');
  }

  const initial: ProjectSettings = {
    title: project.title,
    description: project.description ?? '',
    dueDate: project.dueDate ?? '',
    status: project.status as ProjectStatusValue,
  };

  return (
    <>
      <ButtonDropdown
        items={items}
        ariaLabel={MENU_LABEL}
        loading={exporting}
        expandableGroups
        expandToViewport
        onItemClick={({ detail }) => onItem(detail.id)}
      >
        {MENU}
      </ButtonDropdown>
      {isOwner ? (
        <>
          <ProjectSettingsDialog visible={dialog === 'settings'} busy={update.isPending} initial={initial} onSave={save} onDismiss={() => setDialog(null)} />
          <InviteMembersDialog projectId={project.projectId} visible={dialog === 'invite'} onDismiss={() => setDialog(null)} />
          <ConfirmDialog
            visible={dialog === 'archive'}
            header={ARCHIVE_TITLE}
            confirmText={ARCHIVE_CONFIRM}
            busy={update.isPending}
            onConfirm={() => setArchived(true)}
            onCancel={() => setDialog(null)}
          >
            {archiveText(project.title)}
          </ConfirmDialog>
        </>
      ) : null}
    </>
  );
}
