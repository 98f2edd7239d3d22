// Running code under other environment variables, in place: the variables are set on the
// process.env object the code reads (and put back after), instead of through vi.stubEnv, which
// writes to the object the worker started with — another test file of the worker may have
// swapped process.env for a copy since. `undefined` removes a variable for the call.
export async function withEnv<T>(vars: Record<string, string | undefined>, run: () => Promise<T>): Promise<T> {
  const before = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]));
  const set = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  set(vars);
  try {
    return await run();
  } finally {
    set(before);
  }
}
