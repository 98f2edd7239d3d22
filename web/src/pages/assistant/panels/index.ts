// The chat page's panels: prompts, the ask input, focus areas, workflows, quick actions, the
// Saved & Projects panel and the per-reply Save.
export { AskInput } from './AskInput.tsx';
export { FocusAreas } from './FocusAreas.tsx';
export { PromptsMenu } from './PromptsMenu.tsx';
export { QuickActions } from './QuickActions.tsx';
export { SavedPanel } from './SavedPanel.tsx';
export { SaveReplyButton } from './SaveReplyButton.tsx';
export { WorkflowsCarousel } from './WorkflowsCarousel.tsx';
