// What "Ask AI to Generate Plan" and the task writing assistant work from, whichever writer
// (OpenAI or the built-in offline writer) answers.
import type { PlanProposal } from '#contracts/project-ai';
import type { BrandBrief } from './types.ts';

export interface PlanRequest {
  project: {
    projectId: string;
    title: string;
    description: string;
    /** A built-in template id (product-launch, social-growth, funnel-build, paid-ads, rebrand, custom) or null. */
    templateType: string | null;
    dueDate: string | null;
  };
  /** The titles of the project's tasks now: proposals never repeat one. */
  existingTaskTitles: string[];
  /** The owner's brand kit; null when they have none (proposals then follow the project alone). */
  brand: BrandBrief | null;
}

export type { PlanProposal };

/** The task writing assistant: the task, the description as the editor has it, and what to write. */
export interface AssistRequest {
  brand: BrandBrief | null;
  project: { title: string; description: string };
  task: { title: string; status: string; priority: string; dueDate: string | null };
  text: string;
  instruction: string;
}

/** Titles compared the way a person would: case, spacing and punctuation do not make two tasks different. */
export const sameTitleKey = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
