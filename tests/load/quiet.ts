// Imported first by run.ts: Markk's logger reads LOG_LEVEL when its module loads (the setup and
// recount import the domain layer before the stack sets it), so the run's output is the report
// and the errors, not an INFO line per sign-up.
process.env.LOG_LEVEL ??= 'ERROR';
