// The permission table: each role may do what the roles below it may and more, and a refusal
// names the caller's role and whom to ask.
import { describe, expect, it } from 'vitest';
import { WORKSPACE_PERMISSIONS } from '#contracts/endpoint';
import { ROLE_ORDER, refusalFor, roleMay } from '#contracts/workspace-roles';

describe('the workspace permission table', () => {
  it('gives each role exactly its rows', () => {
    const table = Object.fromEntries(ROLE_ORDER.map((role) => [role, WORKSPACE_PERMISSIONS.filter((p) => roleMay(role, p))]));
    expect(table).toEqual({
      owner: ['view', 'create', 'schedule', 'manage', 'own'],
      admin: ['view', 'create', 'schedule', 'manage'],
      editor: ['view', 'create', 'schedule'],
      contributor: ['view', 'create'],
      viewer: ['view'],
    });
  });

  it('refuses in words that say what the role cannot do and whom to ask', () => {
    expect(refusalFor('contributor', 'schedule')).toBe(
      "Your role in this workspace (Contributor) can create drafts but can't schedule or publish posts: ask an admin of this workspace for the Editor role.",
    );
    expect(refusalFor('viewer', 'create')).toContain('(Viewer) can only view');
    expect(refusalFor('editor', 'manage')).toContain('(Editor)');
  });
});
