// AI generation runs: start one for the caller's brand kit, report its real progress,
// record each workflow step, give a failed run's credit back once, let the user edit,
// regenerate (free, bounded) and rewrite the package's items before approving, and approve
// its package into drafts exactly once.
// The verbs, by responsibility, in generation/.
export { runIdFor, start, percentOf, stagesOf, toRun, get, listRecent } from './generation/runs.ts';
export { loadRun, recordStep, recordPost, markSucceeded, markFailed, refundCredit } from './generation/steps.ts';
export { withItem, textOf, savePackageItem, regenerateItem, rewriteItem } from './generation/package.ts';
export { draftsOf, approve } from './generation/approve.ts';
