// The project plan workflow's state between steps, validated at each task's edge.
import * as z from 'zod';
import { PlanProposal } from '#contracts/project-ai';

export const PlanRef = z.object({ projectId: z.string().min(1), runId: z.string().min(1) });

export const PlanRequestState = z.object({
  project: z.object({
    projectId: z.string(),
    title: z.string(),
    description: z.string(),
    templateType: z.string().nullable(),
    dueDate: z.string().nullable(),
  }),
  existingTaskTitles: z.array(z.string()),
  brand: z
    .object({
      name: z.string(),
      industry: z.string(),
      targetAudience: z.string(),
      mainGoal: z.string(),
      platforms: z.array(z.string()),
      toneOfVoice: z.string(),
    })
    .nullable(),
});

export const WithRequest = PlanRef.extend({ request: PlanRequestState });
export const WithProposals = PlanRef.extend({ proposals: z.array(PlanProposal) });

export const PlanFailed = PlanRef.extend({ error: z.object({ Error: z.string().optional(), Cause: z.string().optional() }).optional() });
